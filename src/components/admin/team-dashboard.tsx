import type { CollectionSlug, Payload, TypedUser, Where } from 'payload'

import { hasRole } from '@/collections/access'
import { SCHEDULER } from '@/config/behaviour'

import { RecruiterPanel } from './application-board'
import { RedeliverFailedButton } from './lead-delivery-panel'
import { salesFigures } from './sales-figures'
import { meetingTime } from './upcoming-bookings'

/** How many rows each panel lists before "see all". */
const ROWS = 5
/** The collections editors draft and schedule (src/server/platform/scheduled-publish/targets.ts). */
const CONTENT = [
  { slug: 'pages', label: 'Page' },
  { slug: 'erpz-blogs', label: 'Blog post' },
  { slug: 'policies', label: 'Policy' },
] as const satisfies ReadonlyArray<{ slug: CollectionSlug; label: string }>

const listUrl = (slug: string, where: Record<string, string> = {}) => {
  const query = new URLSearchParams(where).toString()
  return `/admin/collections/${slug}${query ? `?${query}` : ''}`
}

const card = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'calc(var(--base) * 0.75)' } as const
const list = { margin: 0, paddingLeft: '1.1rem' } as const

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} style={card}>
      <h3 id={id} style={{ fontSize: '1rem', margin: '0 0 calc(var(--base) / 2)' }}>
        {title}
      </h3>
      {children}
    </section>
  )
}


/**
 * Sales: the leads received in the last 7 days, deliveries that failed, the next meetings. The
 * leads count says what it counts (issue 44): every contact message and demo request stored, where
 * Analytics beside it counts the visitors it tracked who sent a form (decision 201).
 */
async function SalesPanel({ payload, user }: { payload: Payload; user: TypedUser }) {
  const { range, since, recent, contact, failedLeads, failedSubscribers, meetings } = await salesFigures(payload, user)
  const demos = recent.totalDocs - contact.totalDocs
  const failed = [
    { collection: 'erpz-demo-requests', count: failedLeads.totalDocs, noun: 'lead' },
    { collection: 'erpz-news-letters', count: failedSubscribers.totalDocs, noun: 'newsletter subscriber' },
  ].filter((row) => row.count > 0)
  return (
    <>
      <Card id="dash-new-leads" title="Leads received in the last 7 days">
        <p style={{ margin: '0 0 calc(var(--base) / 2)' }}>
          {range.from} to {range.to} (UTC): <strong>{recent.totalDocs}</strong> {recent.totalDocs === 1 ? 'request' : 'requests'} received ({demos} demo{' '}
          {demos === 1 ? 'request' : 'requests'}, {contact.totalDocs} contact {contact.totalDocs === 1 ? 'message' : 'messages'}): every one the forms
          stored. Analytics counts fewer when a sender was not tracked (a browser asking not to be, or without JavaScript).
        </p>
        {recent.docs.length > 0 && (
          <ul style={list}>
            {recent.docs.map((lead) => (
              <li key={lead.id}>
                <a href={`/admin/collections/erpz-demo-requests/${lead.id}`}>
                  {lead.name}
                  {lead.company_name ? `, ${lead.company_name}` : ''}
                </a>{' '}
                ({lead.kind === 'demo' ? 'demo' : 'contact'})
              </li>
            ))}
          </ul>
        )}
        <p style={{ margin: 'calc(var(--base) / 2) 0 0' }}>
          <a href={listUrl('erpz-demo-requests', { 'where[createdAt][greater_than_equal]': since })}>See this week&apos;s leads</a>
        </p>
      </Card>
      <Card id="dash-failed" title="Deliveries that failed">
        {failed.length === 0 ? (
          <p style={{ margin: 0 }}>None: every lead and subscriber reached the automation or is still being tried.</p>
        ) : (
          failed.map(({ collection, count, noun }) => (
            <div key={collection}>
              <p style={{ margin: '0 0 calc(var(--base) / 2)' }}>
                <a href={listUrl(collection, { 'where[delivery_status][equals]': 'failed' })}>
                  {count} {noun}
                  {count === 1 ? '' : 's'}
                </a>
              </p>
              <RedeliverFailedButton collection={collection} />
            </div>
          ))
        )}
      </Card>
      <Card id="dash-meetings" title="Next meetings">
        {meetings.docs.length === 0 ? (
          <p style={{ margin: 0 }}>No upcoming meetings.</p>
        ) : (
          <ul style={list}>
            {meetings.docs.map((booking) => {
              const host = typeof booking.host === 'object' && booking.host ? booking.host : null
              const timeZone = host?.scheduling?.timeZone || SCHEDULER.officeTimeZone
              return (
                <li key={booking.id}>
                  <a href={`/admin/collections/erpz-bookings/${booking.id}`}>
                    {meetingTime(booking.start, timeZone)}: {booking.name}
                  </a>
                  {host ? ` with ${host.name || host.email}` : ''}
                </li>
              )
            })}
          </ul>
        )}
        <p style={{ margin: 'calc(var(--base) / 2) 0 0' }}>
          <a href={listUrl('erpz-bookings')}>All bookings</a>
        </p>
      </Card>
    </>
  )
}

type Scheduled = { id: string | number; action: string; label: string; title: string; href: string; at: string }

/** The schedules the admin's Schedule Publish drawer queued (decision 155) that have not fired yet. */
async function scheduledItems(payload: Payload, user: TypedUser): Promise<Scheduled[]> {
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }],
    } satisfies Where,
    sort: 'waitUntil',
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  const pending = jobs.docs.flatMap((job) => {
    const input = (job.input ?? {}) as { type?: string; doc?: { relationTo?: string; value?: string | number } }
    const content = CONTENT.find((c) => c.slug === input.doc?.relationTo)
    if (!content || input.doc?.value == null || !job.waitUntil) return []
    return [{ job, at: job.waitUntil, type: input.type, content, docId: input.doc.value }]
  })
  // One read per collection, as the signed-in user: a document they cannot read is not listed.
  const titles = new Map<string, string>()
  await Promise.all(
    CONTENT.map(async (content) => {
      const ids = pending.filter((item) => item.content.slug === content.slug).map((item) => item.docId)
      if (ids.length === 0) return
      const found = await payload
        .find({ collection: content.slug, where: { id: { in: ids } }, draft: true, depth: 0, limit: ids.length, pagination: false, user, overrideAccess: false })
        .catch(() => null)
      for (const doc of found?.docs ?? []) titles.set(`${content.slug}:${doc.id}`, String((doc as { title?: unknown }).title ?? `#${doc.id}`))
    }),
  )
  return pending
    .filter((item) => titles.has(`${item.content.slug}:${item.docId}`))
    .slice(0, ROWS)
    .map(({ job, at, type, content, docId }) => ({
      id: job.id,
      action: type === 'unpublish' ? 'Unpublish' : 'Publish',
      label: content.label,
      title: titles.get(`${content.slug}:${docId}`)!,
      href: `/admin/collections/${content.slug}/${docId}`,
      at,
    }))
}

/** Marketing: drafts not yet published, and what is scheduled to publish or unpublish. */
async function ContentPanel({ payload, user }: { payload: Payload; user: TypedUser }) {
  const [drafts, scheduled] = await Promise.all([
    Promise.all(
      CONTENT.map(async (content) => {
        const found = await payload.find({
          collection: content.slug,
          where: { _status: { equals: 'draft' } },
          draft: true,
          sort: '-updatedAt',
          limit: ROWS,
          depth: 0,
          user,
          overrideAccess: false,
        })
        return found.docs.map((doc) => ({ ...content, id: doc.id, title: String((doc as { title?: unknown }).title ?? `#${doc.id}`) }))
      }),
    ),
    scheduledItems(payload, user),
  ])
  const draftRows = drafts.flat().slice(0, ROWS * 2)
  return (
    <>
      <Card id="dash-drafts" title="Drafts">
        {draftRows.length === 0 ? (
          <p style={{ margin: 0 }}>No drafts: everything is published.</p>
        ) : (
          <ul style={list}>
            {draftRows.map((row) => (
              <li key={`${row.slug}-${row.id}`}>
                <a href={`/admin/collections/${row.slug}/${row.id}`}>{row.title}</a> ({row.label})
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card id="dash-scheduled" title="Scheduled">
        {scheduled.length === 0 ? (
          <p style={{ margin: 0 }}>Nothing is scheduled. Use Publish ▸ Schedule Publish on a page, post or policy.</p>
        ) : (
          <ul style={list}>
            {scheduled.map((item) => (
              <li key={item.id}>
                {item.action} <a href={item.href}>{item.title}</a> ({item.label}) on {meetingTime(item.at, SCHEDULER.officeTimeZone)}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  )
}

/**
 * The admin's home (admin.components.beforeDashboard, issue 29): what needs the team today, read
 * with the signed-in user's own access. Sales see new leads, failed deliveries and the next
 * meetings; editors see drafts and schedules; recruiters the applications per open role (issue 46);
 * admins see all. Payload's collection cards follow.
 */
export async function TeamDashboard({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const sales = hasRole(user, 'sales', 'admin')
  const content = hasRole(user, 'editor', 'admin')
  const hiring = hasRole(user, 'recruiter', 'admin')
  if (!sales && !content && !hiring) return null
  return (
    <section aria-labelledby="team-dashboard" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="team-dashboard" style={{ margin: '0 0 var(--base)' }}>
        Today at ERPZ
      </h2>
      <div style={{ display: 'grid', gap: 'var(--base)', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
        {sales && <SalesPanel payload={payload} user={user} />}
        {content && <ContentPanel payload={payload} user={user} />}
        {hiring && <RecruiterPanel payload={payload} user={user} />}
      </div>
    </section>
  )
}
