import type { Access, CollectionConfig } from 'payload'

export const STAFF_ROLES = ['admin', 'editor', 'sales'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

type StaffUser = { roles?: StaffRole[] | null } | null | undefined

export const hasRole = (user: StaffUser, ...roles: StaffRole[]): boolean =>
  Boolean(user?.roles?.some((role) => roles.includes(role)))

const adminOnly: Access = ({ req }) => hasRole(req.user as StaffUser, 'admin')

/** CMS staff: editors write posts, sales reads leads, admins manage everyone. Not customers. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'] },
  auth: {
    maxLoginAttempts: 10,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
  },
  access: {
    read: ({ req }) => Boolean(req.user),
    create: adminOnly,
    delete: adminOnly,
    update: ({ req, id }) => hasRole(req.user as StaffUser, 'admin') || req.user?.id === id,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: STAFF_ROLES.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      access: { update: ({ req }) => hasRole(req.user as StaffUser, 'admin') },
      saveToJWT: true,
    },
  ],
}
