import type { Payload, TypedUser } from 'payload'

import { LEAD_STATUS_LABELS, type LeadStatus } from '@/config/leads'

type Row = { id?: string; at?: string; by?: unknown; action?: string; detail?: string | null }

const ACTIONS: Record<string, string> = {
  created: 'Arrived',
  status: 'Status changed',
  owner: 'Owner changed',
  next_step: 'Next step set',
  note: 'Note added',
  email: 'Email sent',
  booking: 'Booking',
  redelivery: 'Redelivery',
  stage: 'Stage changed',
}

export const when = (iso: string | undefined | null): string => (iso ? `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC` : '—')

const idOf = (value: unknown): number | null => {
  const raw = typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value
  return raw == null || raw === '' ? null : Number(raw)
}

/** Colleagues' names as the signed-in user reads them (decision 198: staff read staff by name). */
export async function namesOf(payload: Payload, user: TypedUser | null | undefined, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))]
  if (!user || wanted.length === 0) return new Map()
  const { docs } = await payload.find({ collection: 'users', where: { id: { in: wanted } }, depth: 0, limit: wanted.length, user, overrideAccess: false, select: { name: true } })
  return new Map(docs.map((doc) => [Number(doc.id), doc.name || `User ${doc.id}`]))
}

/**
 * A lead's history (issue 46, decision 202), newest first: every status and owner change, next
 * step, note, email, booking and redelivery, with who and when. Written by the server only.
 */
export async function LeadHistory({ data, payload, user }: { data?: { activity?: Row[] | null }; payload: Payload; user?: TypedUser | null }) {
  const rows = [...(data?.activity ?? [])].reverse()
  const names = await namesOf(payload, user, rows.map((row) => idOf(row.by)))
  return (
    <section aria-labelledby="lead-history" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h3 id="lead-history" style={{ margin: '0 0 calc(var(--base) / 2)' }}>
        History
      </h3>
      {rows.length === 0 ? (
        <p style={{ margin: 0 }}>Nothing recorded yet.</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption style={{ textAlign: 'left', position: 'absolute', left: -10000 }}>Changes to this record, newest first</caption>
          <thead>
            <tr>
              {['When', 'Who', 'What', 'Detail'].map((label) => (
                <th key={label} scope="col" style={{ textAlign: 'left', padding: '4px 8px', borderBottom: '1px solid var(--theme-elevation-150)' }}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const by = idOf(row.by)
              return (
                <tr key={row.id ?? index}>
                  <td style={{ padding: '4px 8px', whiteSpace: 'nowrap' }}>{when(row.at)}</td>
                  <td style={{ padding: '4px 8px' }}>{by == null ? 'System' : (names.get(by) ?? `User ${by}`)}</td>
                  <td style={{ padding: '4px 8px' }}>{ACTIONS[row.action ?? ''] ?? row.action}</td>
                  <td style={{ padding: '4px 8px', whiteSpace: 'pre-wrap' }}>{row.detail ?? ''}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}

/**
 * One contact per email address (issue 46, decision 202): beside a lead, everything the same
 * address did, read with the signed-in user's own access: their other leads, bookings and
 * newsletter state.
 */
export async function LeadContact({ data, payload, user }: { data?: { id?: number | string; email?: string | null; name?: string | null }; payload: Payload; user?: TypedUser | null }) {
  const email = data?.email?.trim().toLowerCase()
  if (!email || !user) return null
  const asUser = { user, overrideAccess: false, depth: 0 } as const
  const [leads, bookings, newsletter] = await Promise.all([
    payload.find({ collection: 'erpz-demo-requests', where: { email: { equals: email } }, sort: '-createdAt', limit: 20, select: { kind: true, status: true, createdAt: true }, ...asUser }),
    payload.find({ collection: 'erpz-bookings', where: { email: { equals: email } }, sort: '-start', limit: 20, select: { start: true, status: true, meeting_type: true }, ...asUser }),
    payload.find({ collection: 'erpz-news-letters', where: { email: { equals: email } }, limit: 1, select: { status: true }, ...asUser }),
  ])
  const subscriber = newsletter.docs[0]
  return (
    <section aria-labelledby="lead-contact" style={{ marginBottom: 'var(--base)' }}>
      <h3 id="lead-contact" style={{ margin: '0 0 calc(var(--base) / 4)' }}>
        Contact: {email}
      </h3>
      <h4 style={{ margin: 'calc(var(--base) / 2) 0 0' }}>Leads ({leads.totalDocs})</h4>
      <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
        {leads.docs.map((lead) => (
          <li key={lead.id}>
            {String(lead.id) === String(data?.id) ? (
              <span>
                This {lead.kind === 'demo' ? 'demo request' : 'contact message'}, {when(lead.createdAt).slice(0, 10)}
              </span>
            ) : (
              <a href={`/admin/collections/erpz-demo-requests/${lead.id}`}>
                {lead.kind === 'demo' ? 'Demo request' : 'Contact message'}, {when(lead.createdAt).slice(0, 10)} ({LEAD_STATUS_LABELS[lead.status as LeadStatus] ?? lead.status})
              </a>
            )}
          </li>
        ))}
      </ul>
      <h4 style={{ margin: 'calc(var(--base) / 2) 0 0' }}>Bookings ({bookings.totalDocs})</h4>
      {bookings.docs.length === 0 ? (
        <p style={{ margin: 0 }}>None.</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
          {bookings.docs.map((booking) => (
            <li key={booking.id}>
              <a href={`/admin/collections/erpz-bookings/${booking.id}`}>
                {booking.meeting_type === 'onboarding' ? 'Onboarding call' : 'Demo'} {when(booking.start)}
                {booking.status === 'cancelled' ? ' (cancelled)' : ''}
              </a>
            </li>
          ))}
        </ul>
      )}
      <h4 style={{ margin: 'calc(var(--base) / 2) 0 0' }}>Newsletter</h4>
      <p style={{ margin: 0 }}>
        {subscriber ? <a href={`/admin/collections/erpz-news-letters/${subscriber.id}`}>{String(subscriber.status ?? 'signed up')}</a> : 'Not signed up'}
      </p>
    </section>
  )
}
