import type { CollectionConfig, FieldHook } from 'payload'

import { cmsPasswordReset, cmsSignInFailure, cmsSignInGate, cmsSignInSuccess } from '@/server/auth/cms-sign-in'

import { env } from '../../env'
import { adminOnly, adminOnlyField, adminOrSelf, adminOrSelfField, STAFF_ROLES, staffOnly } from '../access'
import { schedulingField } from './scheduling'

export { hasRole, STAFF_ROLES, type StaffRole } from '../access'

const addressName = (email: unknown): string | undefined => (typeof email === 'string' && email.includes('@') ? email.slice(0, email.indexOf('@')) : undefined)

/**
 * A user without a name reads as their address's name ("anna.k" for anna.k@erpz.in), for signed-in
 * staff only: the CMS shows a colleague by name instead of "Untitled - ID". Nothing is stored, and a
 * read with no user (a visitor's booking naming its host) gets the empty name, which the scheduler
 * shows as the company, so no part of a staff address reaches a visitor (issue 30, hole 8).
 */
const readName: FieldHook = ({ value, siblingData, req }) =>
  typeof value === 'string' && value.trim() ? value : req?.user ? (addressName(siblingData?.email) ?? value) : value

/**
 * CMS staff: editors write posts, sales reads leads, admins manage everyone. Not customers.
 * Colleagues see each other by name ("Last changed by", a booking's host); the list is the
 * admins' (others change their own name and password under Account).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'roles'], group: 'Settings' },
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
    read: staffOnly,
    create: adminOnly,
    delete: adminOnly,
    // A where-constraint, never an id comparison: bulk updates call this with no id.
    update: adminOrSelf,
    unlock: adminOnly,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      hooks: { afterRead: [readName] },
      admin: { description: 'How colleagues see you in the CMS, e.g. "Anna Kumar".' },
    },
    // Payload's own email field (merged with its auth settings): a colleague's address is theirs.
    { name: 'email', type: 'email', access: { read: adminOrSelfField } },
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
