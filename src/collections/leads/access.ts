import type { Access } from 'payload'

import { hasRole, type StaffRole } from '../users'

type StaffUser = { roles?: StaffRole[] | null } | null | undefined

/** Sales and admins read leads; nobody writes them through the API (the lead endpoints use the Local API). */
export const salesOrAdmin: Access = ({ req }) => hasRole(req.user as StaffUser, 'sales', 'admin')
export const adminOnly: Access = ({ req }) => hasRole(req.user as StaffUser, 'admin')
export const nobody: Access = () => false
