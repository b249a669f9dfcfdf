import type { Payload, TypedUser, Where } from 'payload'

import { hasRole } from '@/collections/access'
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/config/careers'
import { listHref, listWhere } from '@/lib/list-where'

/** Applications listed per stage on the board before "all N". */
const PER_STAGE = 8
const DAY_MS = 24 * 3600_000

export const STAGE_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
}

const applicationsHref = (where: Where) => listHref('job-applications', where)

type OpeningRef = { id: number | string; title?: string | null } | number | string | null | undefined
const openingTitle = (opening: OpeningRef) => (opening && typeof opening === 'object' ? (opening.title ?? `Role ${opening.id}`) : '')

/** The opening the list is filtered to (`opening equals …`, alone or in an `and`), if it is. */
function openingFilter(searchParams: Record<string, unknown> | undefined): string | undefined {
  const find = (where: unknown): string | undefined => {
    if (!where || typeof where !== 'object') return undefined
    const node = where as { opening?: { equals?: unknown }; and?: unknown }
    const equals = node.opening?.equals
    if (typeof equals === 'string' || typeof equals === 'number') return String(equals)
    const and = Array.isArray(node.and) ? node.and : node.and && typeof node.and === 'object' ? Object.values(node.and) : []
    for (const part of and) {
      const found = find(part)
      if (found) return found
    }
    return undefined
  }
  return find(listWhere(searchParams))
}

/**
 * Above the applications list (issue 46): the recruiter's pipeline as a board, one column per
 * stage with its count and the newest applications in it, each a link to the application (its
 * history shows every move). A list filtered to one role shows that role's board.
 */
export async function ApplicationBoard({ payload, user, searchParams }: { payload: Payload; user?: TypedUser | null; searchParams?: Record<string, unknown> }) {
  if (!user || !hasRole(user, 'recruiter', 'admin')) return null
  const opening = openingFilter(searchParams)
  const scope: Where[] = opening ? [{ opening: { equals: opening } }] : []
  const stages = await Promise.all(
    APPLICATION_STATUSES.map(async (stage) => {
      const where: Where = { and: [...scope, { status: { equals: stage } }] }
      const found = await payload.find({
        collection: 'job-applications',
        where,
        sort: '-updatedAt',
        limit: PER_STAGE,
        depth: 1,
        select: { name: true, opening: true, updatedAt: true },
        populate: { openings: { title: true } },
        user,
        overrideAccess: false,
      })
      return { stage, where, found }
    }),
  )
  return (
    <section aria-labelledby="application-board" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h2 id="application-board" style={{ fontSize: '1.1rem', margin: '0 0 calc(var(--base) / 2)' }}>
        Pipeline{opening ? ' for this role' : ''}
      </h2>
      <p style={{ margin: '0 0 calc(var(--base) / 2)' }}>
        Each column is a stage. Open an application to move it: its history records who moved it, when, and from where.
      </p>
      <div style={{ display: 'grid', gap: 'calc(var(--base) / 2)', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' }}>
        {stages.map(({ stage, where, found }) => (
          <section key={stage} aria-labelledby={`stage-${stage}`} style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'calc(var(--base) / 2)' }}>
            <h3 id={`stage-${stage}`} style={{ fontSize: '0.95rem', margin: '0 0 calc(var(--base) / 4)' }}>
              {STAGE_LABELS[stage]} ({found.totalDocs})
            </h3>
            {found.docs.length === 0 ? (
              <p style={{ margin: 0 }}>None.</p>
            ) : (
              <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
                {found.docs.map((application) => (
                  <li key={application.id}>
                    <a href={`/admin/collections/job-applications/${application.id}`}>{application.name}</a>
                    {!opening && openingTitle(application.opening as OpeningRef) ? <span>, {openingTitle(application.opening as OpeningRef)}</span> : null}
                  </li>
                ))}
              </ul>
            )}
            {found.totalDocs > found.docs.length && (
              <p style={{ margin: 'calc(var(--base) / 4) 0 0' }}>
                <a href={applicationsHref(where)}>All {found.totalDocs} in {STAGE_LABELS[stage].toLowerCase()}</a>
              </p>
            )}
          </section>
        ))}
      </div>
    </section>
  )
}

async function applicationsPerOpening(payload: Payload, user: TypedUser) {
  const weekAgo = new Date(Date.now() - 7 * DAY_MS).toISOString()
  const asUser = { user, overrideAccess: false, depth: 0 } as const
  const openings = await payload.find({ collection: 'openings', where: { status: { equals: 'open' } }, sort: 'title', limit: 50, select: { title: true }, ...asUser })
  return Promise.all(
    openings.docs.map(async (opening) => {
      const [fresh, week] = await Promise.all([
        payload.count({ collection: 'job-applications', where: { and: [{ opening: { equals: opening.id } }, { status: { equals: 'new' } }] }, ...asUser }),
        payload.count({ collection: 'job-applications', where: { and: [{ opening: { equals: opening.id } }, { createdAt: { greater_than_equal: weekAgo } }] }, ...asUser }),
      ])
      return { opening, fresh: fresh.totalDocs, week: week.totalDocs }
    }),
  )
}

/**
 * The recruiter's home panel (issue 46): per open role, the applications still new and those that
 * arrived in the last 7 days, each a link to that role's list.
 */
export async function RecruiterPanel({ payload, user }: { payload: Payload; user: TypedUser }) {
  const rows = await applicationsPerOpening(payload, user)
  return (
    <section aria-labelledby="dash-applications" style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'calc(var(--base) * 0.75)', gridColumn: '1 / -1' }}>
      <h3 id="dash-applications" style={{ fontSize: '1rem', margin: '0 0 calc(var(--base) / 2)' }}>
        Applications per open role
      </h3>
      {rows.length === 0 ? (
        <p style={{ margin: 0 }}>No open roles. Open one under HR ▸ Openings.</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption style={{ textAlign: 'left', margin: '0 0 calc(var(--base) / 2)' }}>
            &ldquo;New&rdquo; counts applications nobody has moved yet; &ldquo;Last 7 days&rdquo; counts those that arrived this week, whatever their stage.
          </caption>
          <thead>
            <tr>
              {['Role', 'New', 'Last 7 days'].map((label) => (
                <th key={label} scope="col" style={{ textAlign: 'left', padding: '4px 8px', borderBottom: '1px solid var(--theme-elevation-150)' }}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ opening, fresh, week }) => (
              <tr key={opening.id}>
                <th scope="row" style={{ textAlign: 'left', padding: '4px 8px', fontWeight: 'normal' }}>
                  <a href={applicationsHref({ opening: { equals: opening.id } })}>{opening.title}</a>
                </th>
                <td style={{ padding: '4px 8px' }}>
                  {fresh > 0 ? <a href={applicationsHref({ and: [{ opening: { equals: opening.id } }, { status: { equals: 'new' } }] })}>{fresh}</a> : 0}
                </td>
                <td style={{ padding: '4px 8px' }}>{week}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
