import type { Access, CollectionSlug, FieldAccess, PayloadRequest, Where } from 'payload'

import type { User } from '../payload-types'

/**
 * Every collection's access rules, in one place (as Payload's website template keeps `src/access`).
 *
 * A rule answers `true`, `false` or a where-constraint. A constraint is what makes a rule safe on
 * bulk operations: `PATCH /api/users?where[...]` calls the rule once, with no `id`, so a rule that
 * compares `id` to the user's id would compare `undefined` to `undefined` for a visitor. Rules here
 * never look at `id`.
 */

export const STAFF_ROLES = ['admin', 'editor', 'sales', 'recruiter', 'support'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** The signed-in CMS user, or null. Only the `users` collection signs in to Payload. */
function staff(req: PayloadRequest): User | null {
  const user = req.user
  return user && user.collection === 'users' ? user : null
}

const isStaff = (user: unknown): user is Pick<User, 'roles'> =>
  typeof user === 'object' && user !== null && Array.isArray((user as Partial<User>).roles)

/** Whether `user` is a CMS user (Payload's generated `User`) holding one of `roles`. */
export const hasRole = (user: unknown, ...roles: StaffRole[]): boolean =>
  isStaff(user) && user.roles.some((role) => roles.includes(role))

const role =
  (...roles: StaffRole[]): Access =>
  ({ req }) =>
    hasRole(staff(req), ...roles)

export const anyone: Access = () => true
export const nobody: Access = () => false
export const adminOnly = role('admin')
export const editorsOnly = role('admin', 'editor')
export const salesOrAdmin = role('admin', 'sales')
/** HR (issue 27): openings, applications and their CVs. */
export const recruiterOrAdmin = role('admin', 'recruiter')
/** Live Help's agents (issue 47): the support team, sales and admins answer visitors. */
export const LIVE_HELP_AGENT_ROLES = ['admin', 'support', 'sales'] as const satisfies readonly StaffRole[]
export const liveHelpAgents = role(...LIVE_HELP_AGENT_ROLES)

/** Admins: every user. Other staff: their own record only. Visitors: nothing. */
export const adminOrSelf: Access = ({ req }) => {
  const user = staff(req)
  if (!user?.id) return false
  if (hasRole(user, 'admin')) return true
  const self: Where = { id: { equals: user.id } }
  return self
}

/**
 * Every CMS user reads every CMS user: a document says who last changed it by name, and a booking
 * its host (issue 44). What is private to a user (their email) is guarded by `adminOrSelfField`.
 */
export const staffOnly: Access = ({ req }) => Boolean(staff(req))

/** Visitors read published documents only; editors read drafts too. */
export const publishedOrEditor: Access = ({ req }) => {
  if (hasRole(staff(req), 'admin', 'editor')) return true
  const published: Where = { _status: { equals: 'published' } }
  return published
}

/** Payload's job endpoints (`/api/payload-jobs/run`…): our work runs in the outbox, never through them. */
export const nobodyRuns = (): boolean => false

export const adminOnlyField: FieldAccess = ({ req }) => hasRole(staff(req), 'admin')
export const hiddenFromEveryone: FieldAccess = () => false
/** A CMS user's field only admins and that user read. */
export const adminOrSelfField: FieldAccess = ({ req, doc }) => {
  const user = staff(req)
  if (!user) return false
  return hasRole(user, 'admin') || (doc !== undefined && doc.id === user.id)
}

/**
 * The admin's menu (decision 198): a collection or global is listed for admins and for `roles`, the
 * roles that work on it; other staff who may only read it don't see it (Payload's `admin.hidden`
 * with the signed-in user). Its views then answer 404 to them; the REST API keeps its own rules.
 */
export const menuFor =
  (...roles: StaffRole[]) =>
  ({ user }: { user: unknown }): boolean =>
    !hasRole(user, 'admin', ...roles)

export const isEditor = (user: unknown): boolean => hasRole(user, 'admin', 'editor')

/**
 * Whether `req`'s user reads every document of `collection`, drafts included: its read rule
 * answers true (a where-constraint, such as published-only, is not drafts). What a preview link
 * is given for: the link shows the latest draft to whoever holds it.
 */
export async function readsDrafts(req: PayloadRequest, collection: CollectionSlug): Promise<boolean> {
  const read = req.payload.collections[collection]?.config.access.read
  return Boolean(staff(req) && read && (await read({ req })) === true)
}
