import { Button } from '@payloadcms/ui'
import type { TypedUser } from 'payload'

import { hasRole } from '@/collections/access'
import type { CsvExport } from '@/lib/csv-exports'

const LABELS: Record<CsvExport, string> = {
  leads: 'Export leads as CSV',
  newsletter: 'Export subscribers as CSV',
  bookings: 'Export bookings as CSV',
}

/**
 * Above a list of leads, subscribers or bookings: the CSV export (src/server/leads/export.ts) as a
 * button, for the sales and admin staff who may run it; nobody else sees it.
 */
export function ExportCsvButton({ type, user }: { type: CsvExport; user?: TypedUser | null }) {
  if (!hasRole(user, 'sales', 'admin')) return null
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button el="anchor" url={`/leads/export.csv?type=${type}`} buttonStyle="secondary" size="small" margin={false}>
        {LABELS[type]}
      </Button>
    </div>
  )
}
