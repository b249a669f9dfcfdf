import Link from 'next/link'
import type { TypedUser } from 'payload'

import { hasRole } from '@/collections/access'
import { LEAD_INBOX } from '@/config/leads'
import { leadViewHref, leadViews } from '@/lib/lead-views'
import { listWhere } from '@/lib/list-where'

/**
 * Above the leads list: the saved views (issue 46, decision 202) as links, one click each; the one
 * shown is marked. Payload 3.90 has no saved views, so each link carries its filter in the address.
 */
export function LeadViews({ user, searchParams }: { user?: TypedUser | null; searchParams?: Record<string, unknown> }) {
  if (!user || !hasRole(user, 'sales', 'admin')) return null
  const views = leadViews(user.id, new Date(), LEAD_INBOX.overdueAfterMinutes())
  const shown = JSON.stringify(listWhere(searchParams))
  const isShown = (view: (typeof views)[number]) => {
    // The dates move on each render: compare the filter's shape, not its values.
    const shape = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(shape) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)])) : 1
    return JSON.stringify(shape(JSON.parse(JSON.stringify(view.where)))) === JSON.stringify(shape(JSON.parse(shown)))
  }
  return (
    <nav aria-label="Saved views" style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', alignItems: 'center', marginBottom: 'var(--base)' }}>
      <span style={{ fontWeight: 600 }}>Views:</span>
      <Link href="/admin/collections/erpz-demo-requests" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} aria-current={shown === 'null' ? 'page' : undefined}>
        All leads
      </Link>
      {views.map((view) => (
        <Link
          key={view.key}
          href={leadViewHref(view)}
          title={view.title}
          className={`btn ${isShown(view) ? 'btn--style-primary' : 'btn--style-secondary'} btn--size-small`}
          style={{ margin: 0 }}
          aria-current={isShown(view) ? 'page' : undefined}
        >
          {view.label}
        </Link>
      ))}
    </nav>
  )
}
