import 'server-only'

import type { Payload } from 'payload'

import { LeadMetaSchema } from '@/lib/validation/lead-meta'
import type { Account } from '@/payload-types'
import { ApiError } from '@/server/platform/api/errors'
import { hashPassword, verifyPassword } from '@/server/auth/password'
import { signAccountToken } from '@/server/auth/jwt'
import { accountSignIn, changePasswordFailures } from '@/server/auth/limits'
import { attributionData } from '@/server/leads/attribution'
import { acceptInvitation, checkInvitation } from '@/server/workspaces/invitations'
import { getLoginWorkspace } from '@/server/workspaces/workspaces'
import { type WorkspaceSummary, workspaceSummary } from '@/server/workspaces/records'

import { recordAuthEvent } from './audit'
import { ACCOUNT_MESSAGES, LIMIT_MESSAGES } from './config'
import { hashToken } from './tokens'

export async function findAccountByEmail(payload: Payload, email: string): Promise<Account | null> {
  const { docs } = await payload.find({ collection: 'accounts', where: { email: { equals: email } }, limit: 1, depth: 0 })
  return docs[0] ?? null
}

export const issueToken = (account: Account) => signAccountToken(account.id, account.tokenVersion ?? 0)

/** Signs the account in and, with an invitation code, makes it a member first. */
async function sessionFor(payload: Payload, account: Account, invitationCode?: string): Promise<{ token: string; workspace: WorkspaceSummary | null }> {
  let workspace: WorkspaceSummary | null = null
  if (invitationCode) {
    const invitation = await checkInvitation(payload, invitationCode, account.email)
    workspace = workspaceSummary(await acceptInvitation(payload, invitation, account))
    // The code reached this address, so its owner is the one signing in.
    if (!account.emailVerified) await payload.update({ collection: 'accounts', id: account.id, data: { emailVerified: true }, depth: 0 })
    await recordAuthEvent(payload, { type: 'invitation_accepted', account: account.id, email: account.email, detail: `workspace ${workspace.id}` })
  }
  workspace ??= await getLoginWorkspace(payload, account.id)
  return { token: await issueToken(account), workspace }
}

export async function registerAccount(
  payload: Payload,
  input: { email: string; password: string; invitation_code?: string; meta?: unknown },
  ip: string,
) {
  if (await findAccountByEmail(payload, input.email)) throw new ApiError('conflict', ACCOUNT_MESSAGES.emailTaken)
  // A bad invitation stops sign-up before anything is stored.
  if (input.invitation_code) await checkInvitation(payload, input.invitation_code, input.email)
  const passwordHash = await hashPassword(input.password)
  let account: Account
  try {
    account = await payload.create({
      collection: 'accounts',
      data: {
        email: input.email,
        passwordHash,
        tokenVersion: 0,
        emailVerified: false,
        isDeleted: false,
        attribution: attributionData(LeadMetaSchema.parse(input.meta)),
      },
      depth: 0,
    })
  } catch (error) {
    if (await findAccountByEmail(payload, input.email)) throw new ApiError('conflict', ACCOUNT_MESSAGES.emailTaken)
    throw error
  }
  await recordAuthEvent(payload, { type: 'register', account: account.id, email: account.email, ip })
  const session = await sessionFor(payload, account, input.invitation_code)
  return { email: input.email, token: session.token, workspace: session.workspace }
}

/**
 * Password sign-in. Unknown, existing and locked addresses get the same answers in the same time:
 * wrong passwords are counted per address and client whether or not the address has an account,
 * and a client locked out of an address (or slowed down while the address is under attack) is
 * refused before anything is looked up (decisions 071, 151). Another client, the owner's, is not.
 */
export async function loginWithPassword(
  payload: Payload,
  input: { username: string; password: string; invitation_code?: string },
  ip: string,
) {
  const gate = await accountSignIn.gate(input.username, ip)
  if (!gate.allowed) {
    await recordAuthEvent(payload, { type: 'login_failed', email: input.username, ip, detail: gate.reason })
    const message = gate.reason === 'locked' ? ACCOUNT_MESSAGES.locked : ACCOUNT_MESSAGES.slowedDown
    throw new ApiError('rate_limited', message, { retryAfter: gate.retryAfterSeconds }, { 'retry-after': String(gate.retryAfterSeconds) })
  }
  const account = await findAccountByEmail(payload, input.username)
  const usable = account && !account.isDeleted ? account : null
  // Always one argon2 verification, so unknown emails and wrong passwords take the same time.
  const ok = await verifyPassword(usable?.passwordHash, input.password)
  if (!usable || !ok) {
    const { lockedNow } = await accountSignIn.failed(input.username, ip)
    if (lockedNow) await recordAuthEvent(payload, { type: 'locked', account: usable?.id, email: input.username, ip })
    await recordAuthEvent(payload, { type: 'login_failed', account: usable?.id, email: input.username, ip })
    throw new ApiError('unauthenticated', ACCOUNT_MESSAGES.invalidCredentials)
  }
  await accountSignIn.succeeded(input.username, ip)
  const session = await sessionFor(payload, usable, input.invitation_code)
  await recordAuthEvent(payload, { type: 'login', account: usable.id, email: usable.email, ip })
  return session
}

/** Revokes every token of the account (the version in each JWT no longer matches). */
export async function revokeTokens(payload: Payload, account: Account): Promise<Account> {
  return payload.update({
    collection: 'accounts',
    id: account.id,
    data: { tokenVersion: (account.tokenVersion ?? 0) + 1 },
    depth: 0,
  })
}

export async function logout(payload: Payload, account: Account, ip: string) {
  await revokeTokens(payload, account)
  await recordAuthEvent(payload, { type: 'logout', account: account.id, email: account.email, ip })
}

async function invalidateResetTokens(payload: Payload, accountId: number) {
  await payload.update({
    collection: 'password-reset-tokens',
    where: { and: [{ account: { equals: accountId } }, { usedAt: { exists: false } }] },
    data: { usedAt: new Date().toISOString() },
    depth: 0,
  })
}

export async function resetPassword(payload: Payload, input: { token: string; password: string }, ip: string): Promise<void> {
  const now = new Date().toISOString()
  // Spending the token is one conditional update, so two uses can't both succeed.
  const spent = await payload.update({
    collection: 'password-reset-tokens',
    where: {
      and: [
        { tokenHash: { equals: hashToken(input.token) } },
        { usedAt: { exists: false } },
        { expiresAt: { greater_than: now } },
        { isDeleted: { not_equals: true } },
      ],
    },
    data: { usedAt: now },
    depth: 0,
  })
  const record = spent.docs[0]
  if (!record) throw new ApiError('bad_request', ACCOUNT_MESSAGES.resetInvalid)
  const accountId = typeof record.account === 'object' ? record.account.id : record.account
  const account = await payload.findByID({ collection: 'accounts', id: accountId, depth: 0, disableErrors: true })
  if (!account || account.isDeleted) throw new ApiError('bad_request', ACCOUNT_MESSAGES.resetInvalid)
  await payload.update({
    collection: 'accounts',
    id: account.id,
    data: {
      passwordHash: await hashPassword(input.password),
      tokenVersion: (account.tokenVersion ?? 0) + 1,
      // The link reached the address, so it belongs to whoever set this password.
      emailVerified: true,
    },
    depth: 0,
  })
  await invalidateResetTokens(payload, account.id)
  // The link reached the mailbox: this client is the owner's, even while strangers hammer the address.
  if (account.email) await accountSignIn.succeeded(account.email, ip)
  await recordAuthEvent(payload, { type: 'password_reset', account: account.id, email: account.email, ip })
}

export async function changePassword(
  payload: Payload,
  account: Account,
  input: { oldPassword: string; newPassword: string },
  ip: string,
): Promise<{ token: string }> {
  // Wrong current passwords are counted per account: a stolen token can't be used to guess it.
  const key = `account:${account.id}`
  const gate = await changePasswordFailures.check(key)
  if (!gate.allowed) {
    throw new ApiError('rate_limited', LIMIT_MESSAGES.changePassword, { retryAfter: gate.retryAfterSeconds }, { 'retry-after': String(gate.retryAfterSeconds) })
  }
  if (!(await verifyPassword(account.passwordHash, input.oldPassword))) {
    await changePasswordFailures.consume(key)
    throw new ApiError('bad_request', ACCOUNT_MESSAGES.wrongOldPassword, { fieldErrors: { oldPassword: [ACCOUNT_MESSAGES.wrongOldPassword] } })
  }
  await changePasswordFailures.forget(key)
  const updated = await payload.update({
    collection: 'accounts',
    id: account.id,
    data: { passwordHash: await hashPassword(input.newPassword), tokenVersion: (account.tokenVersion ?? 0) + 1 },
    depth: 0,
  })
  await invalidateResetTokens(payload, account.id)
  await recordAuthEvent(payload, { type: 'password_changed', account: account.id, email: account.email, ip })
  return { token: await issueToken(updated) }
}

export { sessionFor }
