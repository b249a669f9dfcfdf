import type { Payload, TypedUser } from 'payload'

import { SCHEDULER } from '@/config/behaviour'
import type { ErpzBooking } from '@/payload-types'

type Row = ErpzBooking

/** A meeting's time in a time zone, with the zone's name ("Wed, Nov 25, 2:30 PM PST"); the team dashboard uses it too. */
export const meetingTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
    new Date(iso),
  )

/**
 * Above the bookings list: the upcoming confirmed meetings, soonest first, grouped by host, each
 * in its host's time zone and linked to the booking (where sales can cancel it). Read with the
 * signed-in user's own access.
 */
export async function UpcomingBookings({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const { docs } = await payload.find({
    collection: 'erpz-bookings',
    where: { and: [{ status: { equals: 'confirmed' } }, { start: { greater_than_equal: new Date().toISOString() } }] },
    sort: 'start',
    limit: 200,
    depth: 1,
    user,
    overrideAccess: false,
  })
  const groups = new Map<string, { label: string; timeZone: string; rows: Row[] }>()
  for (const doc of docs) {
    const host = typeof doc.host === 'object' && doc.host ? doc.host : null
    const key = host ? String(host.id) : 'none'
    const group = groups.get(key) ?? {
      label: host ? host.name || host.email || `User ${host.id}` : 'No host',
      timeZone: host?.scheduling?.timeZone || SCHEDULER.officeTimeZone,
      rows: [],
    }
    group.rows.push(doc)
    groups.set(key, group)
  }
  return (
    <section aria-labelledby="upcoming-bookings" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h2 id="upcoming-bookings" style={{ fontSize: '1.1rem', margin: '0 0 calc(var(--base) / 2)' }}>
        Upcoming meetings by host
      </h2>
      {groups.size === 0 ? (
        <p style={{ margin: 0 }}>No upcoming meetings.</p>
      ) : (
        <div style={{ display: 'grid', gap: 'var(--base)', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
          {[...groups.values()].map((group) => (
            <div key={group.label} style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'calc(var(--base) / 2)' }}>
              <h3 style={{ fontSize: '1rem', margin: '0 0 calc(var(--base) / 4)' }}>
                {group.label} ({group.rows.length})
              </h3>
              <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
                {group.rows.map((row) => (
                  <li key={row.id}>
                    <a href={`/admin/collections/erpz-bookings/${row.id}`}>
                      {meetingTime(row.start, group.timeZone)}: {row.name}
                    </a>{' '}
                    ({SCHEDULER.meetingTypes[row.meeting_type]?.title ?? row.meeting_type})
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  )
}
