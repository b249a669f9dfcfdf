import type { Payload, TypedUser } from 'payload'

import { hasRole } from '@/collections/access'
import { AnalyticsDashboard } from '@/components/admin/analytics-dashboard'
import { lastDays, parseRange } from '@/lib/analytics/range'
import { analyticsReport } from '@/server/analytics/report'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The admin home's analytics section (admin.components.beforeDashboard, decision 182): editors,
 * sales and admins see it, sales and admins get its CSV exports. `?from=&to=` on /admin sets the
 * range; a wrong one says why and shows the last 7 days.
 */
export async function AnalyticsPanel({ payload, user, searchParams }: {
  payload: Payload
  user?: TypedUser | null
  searchParams?: Record<string, string | string[] | undefined>
}) {
  if (!hasRole(user, 'editor', 'sales', 'admin')) return null
  const parsed = parseRange(first(searchParams?.from), first(searchParams?.to))
  const report = await analyticsReport(payload, 'error' in parsed ? lastDays(7) : parsed)
  return <AnalyticsDashboard report={report} exports={hasRole(user, 'sales', 'admin')} problem={'error' in parsed ? parsed.error : null} />
}
