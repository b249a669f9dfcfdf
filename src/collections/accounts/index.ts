import type { CollectionBeforeChangeHook, CollectionConfig, Field, TextField } from 'payload'

import { INDUSTRY_IDS } from '../../lib/validation/onboarding-ids'
import { adminOnly, hiddenFromEveryone, nobody, salesOrAdmin } from '../access'
import { attributionField } from '../leads/fields'

/**
 * Customer data is written only by the account and workspace API (Local API); sales and admins can
 * read it in the admin (editors write posts and have no business with customers), and only admins
 * may change or delete it there.
 */
const customerAccess = { read: salesOrAdmin, create: nobody, update: adminOnly, delete: adminOnly }
const logAccess = { read: adminOnly, create: nobody, update: nobody, delete: adminOnly }

const isDeleted: Field = {
  name: 'isDeleted',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  admin: { position: 'sidebar' },
}

/** Written and read only through the Local API (which skips access rules); never in the admin. */
const secret = (name: string, extra: Partial<Pick<TextField, 'unique' | 'index'>> = {}): TextField => ({
  name,
  type: 'text',
  admin: { hidden: true },
  access: { read: hiddenFromEveryone, update: hiddenFromEveryone, create: hiddenFromEveryone },
  ...extra,
})

export const Accounts: CollectionConfig = {
  slug: 'accounts',
  labels: { singular: 'Customer account', plural: 'Customer accounts' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'emailVerified', 'createdAt'], group: 'Customers' },
  access: customerAccess,
  fields: [
    // Unique but optional: a social account without a verified email has none.
    { name: 'email', type: 'email', unique: true, index: true },
    secret('passwordHash'),
    { name: 'tokenVersion', type: 'number', defaultValue: 0, required: true, admin: { readOnly: true } },
    // True once the owner proved the address: a social sign-in with a verified email, a password
    // reset or an invitation sent to it. An unverified address never wins a claim (decision 071).
    { name: 'emailVerified', type: 'checkbox', defaultValue: false, required: true, admin: { readOnly: true } },
    isDeleted,
    // How the sign-up found us (issue 29): sent by the sign-up form, as on every lead.
    attributionField,
  ],
}

export const AccountIdentities: CollectionConfig = {
  slug: 'account-identities',
  labels: { singular: 'Social sign-in', plural: 'Social sign-ins' },
  admin: { useAsTitle: 'key', defaultColumns: ['provider', 'account', 'email'], group: 'Customers' },
  access: customerAccess,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'provider', type: 'select', required: true, options: ['google', 'microsoft'] },
    { name: 'account', type: 'relationship', relationTo: 'accounts', required: true, index: true },
    { name: 'email', type: 'text' },
    isDeleted,
  ],
}

const idOf = (value: unknown): number | null => {
  const id: unknown = typeof value === 'object' && value !== null && 'id' in value ? value.id : value
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? Number(id) : null
}

/** `activeOwner` mirrors the owner while the workspace is not deleted (see the field). */
const setActiveOwner: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const original = (originalDoc ?? {}) as { owner?: unknown; isDeleted?: unknown }
  const deleted = 'isDeleted' in data ? data.isDeleted : original.isDeleted
  data.activeOwner = deleted === true ? null : idOf('owner' in data ? data.owner : original.owner)
  return data
}

export const Workspaces: CollectionConfig = {
  slug: 'workspaces',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'owner', 'company', 'createdAt'], group: 'Customers' },
  access: customerAccess,
  hooks: { beforeChange: [setActiveOwner] },
  fields: [
    // The database's unique index decides simultaneous claims (docs/decisions/043).
    { name: 'name', type: 'text', required: true, unique: true, index: true },
    { name: 'owner', type: 'relationship', relationTo: 'accounts', required: true, index: true },
    { name: 'company', type: 'relationship', relationTo: 'companies' },
    { name: 'members', type: 'relationship', relationTo: 'accounts', hasMany: true },
    isDeleted,
    // One live workspace per account, decided by the database on both dialects (decision 082):
    // the owner's id while not deleted, null after; NULLs do not collide in a unique index.
    { name: 'activeOwner', type: 'number', unique: true, index: true, admin: { hidden: true } },
  ],
}

export const Companies: CollectionConfig = {
  slug: 'companies',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'industryType', 'workspace'], group: 'Customers' },
  access: customerAccess,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'industryType', type: 'select', required: true, options: INDUSTRY_IDS.map((id) => ({ label: id, value: id })) },
    { name: 'workspace', type: 'relationship', relationTo: 'workspaces', required: true, index: true },
    isDeleted,
  ],
}

export const WorkspaceInvitations: CollectionConfig = {
  slug: 'workspace-invitations',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'workspace', 'status', 'expiresAt'], group: 'Customers' },
  access: customerAccess,
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'workspace', type: 'relationship', relationTo: 'workspaces', required: true, index: true },
    { name: 'inviter', type: 'relationship', relationTo: 'accounts', required: true },
    secret('codeHash', { unique: true, index: true }),
    { name: 'expiresAt', type: 'date', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ['pending', 'accepted', 'revoked'],
    },
    { name: 'acceptedBy', type: 'relationship', relationTo: 'accounts' },
    isDeleted,
  ],
}

export const PasswordResetTokens: CollectionConfig = {
  slug: 'password-reset-tokens',
  admin: { useAsTitle: 'account', group: 'Customers', defaultColumns: ['account', 'expiresAt', 'usedAt'] },
  access: logAccess,
  fields: [
    secret('tokenHash', { unique: true, index: true }),
    { name: 'account', type: 'relationship', relationTo: 'accounts', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
    isDeleted,
  ],
}

/** One row per social sign-in attempt that reached the callback: a second use of a state fails. */
export const OidcStates: CollectionConfig = {
  slug: 'oidc-states',
  admin: { hidden: true, group: 'Settings' },
  access: logAccess,
  fields: [
    { name: 'stateHash', type: 'text', required: true, unique: true, index: true },
    { name: 'provider', type: 'text', required: true },
    isDeleted,
  ],
}

export const AUTH_EVENT_TYPES = [
  'register',
  'login',
  'login_failed',
  'locked',
  'logout',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  'social_login',
  'social_failed',
  'invitation_accepted',
  'account_claimed',
] as const
export type AuthEventType = (typeof AUTH_EVENT_TYPES)[number]

export const AuthEvents: CollectionConfig = {
  slug: 'auth-events',
  labels: { singular: 'Auth event', plural: 'Auth audit log' },
  admin: { useAsTitle: 'type', defaultColumns: ['type', 'email', 'ip', 'createdAt'], group: 'Customers' },
  access: logAccess,
  fields: [
    { name: 'type', type: 'select', required: true, options: [...AUTH_EVENT_TYPES], index: true },
    { name: 'account', type: 'relationship', relationTo: 'accounts', index: true },
    { name: 'email', type: 'text' },
    { name: 'ip', type: 'text' },
    { name: 'detail', type: 'text' },
    isDeleted,
  ],
}

export const ACCOUNT_COLLECTIONS: CollectionConfig[] = [
  Accounts,
  AccountIdentities,
  Workspaces,
  Companies,
  WorkspaceInvitations,
  PasswordResetTokens,
  OidcStates,
  AuthEvents,
]
