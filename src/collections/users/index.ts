import type { CollectionConfig } from 'payload'

import { cmsPasswordReset, cmsSignInFailure, cmsSignInGate, cmsSignInSuccess } from '@/server/auth/cms-sign-in'

import { env } from '../../env'
import { adminOnly, adminOnlyField, adminOrSelf, STAFF_ROLES } from '../access'
import { schedulingField } from './scheduling'

export { hasRole, STAFF_ROLES, type StaffRole } from '../access'

/** CMS staff: editors write posts, sales reads leads, admins manage everyone. Not customers. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Settings' },
  auth: {
    // No per-user lock: ten wrong passwords from anyone locked the owner out (issue 30). Failed
    // sign-ins are limited per address and client by the hooks below (decision 151).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: env.PUBLIC_URL.startsWith('https:') },
  },
  hooks: {
    beforeOperation: [cmsSignInGate],
    afterError: [cmsSignInFailure],
    afterLogin: [cmsSignInSuccess],
    afterOperation: [cmsPasswordReset],
  },
  access: {
    read: adminOrSelf,
    create: adminOnly,
    delete: adminOnly,
    // A where-constraint, never an id comparison: bulk updates call this with no id.
    update: adminOrSelf,
    unlock: adminOnly,
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
      access: { create: adminOnlyField, update: adminOnlyField },
      saveToJWT: true,
    },
    schedulingField,
  ],
}
