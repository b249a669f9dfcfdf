import type { Access } from 'payload'

import { hasRole, type StaffRole } from '../users'

type StaffUser = { roles?: StaffRole[] | null } | null | undefined

export const isEditor = (user: unknown): boolean => hasRole(user as StaffUser, 'admin', 'editor')

export const editorsOnly: Access = ({ req }) => isEditor(req.user)

/** Visitors read published documents only; editors read drafts too. */
export const publishedOrEditor: Access = ({ req }) => {
  if (isEditor(req.user)) return true
  return { _status: { equals: 'published' } }
}
