import 'server-only'

import type { Payload } from 'payload'

import type { Account } from '@/payload-types'
import { ApiError } from '@/server/api/envelope'
import { hashPassword, verifyPassword } from '@/server/auth/password'
import { signAccountToken } from '@/server/auth/jwt'
import { sendTemplateEmail } from '@/server/email/send'
import { passwordResetEmail } from '@/server/email/templates'
import { logger } from '@/server/log'
import { acceptInvitation, checkInvitation } from '@/server/workspaces/invitations'
import { getLoginWorkspace } from '@/server/workspaces/workspaces'
import { type WorkspaceSummary, workspaceSummary } from '@/server/workspaces/records'

import { recordAuthEvent } from './audit'
import { ACCOUNT_MESSAGES, LOCK_MINUTES, MAX_FAILED_LOGINS, RESET_TOKEN_TTL_MS } from './config'
import { hashToken, randomToken } from './tokens'

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
    await recordAuthEvent(payload, { type: 'invitation_accepted', account: account.id, email: account.email, detail: `workspace ${workspace.id}` })
  }
  workspace ??= await getLoginWorkspace(payload, account.id)
  return { token: await issueToken(account), workspace }
}

export async function registerAccount(
  payload: Payload,
  input: { email: string; password: string; invitation_code?: string },
  ip: string,
) {
  if (await findAccountByEmail(payload, input.email)) throw new ApiError(409, ACCOUNT_MESSAGES.emailTaken)
  // A bad invitation stops sign-up before anything is stored.
  if (input.invitation_code) await checkInvitation(payload, input.invitation_code, input.email)
  const passwordHash = await hashPassword(input.password)
  let account: Account
  try {
    account = await payload.create({
      collection: 'accounts',
      data: { email: input.email, passwordHash, tokenVersion: 0, failedLogins: 0, isDeleted: false },
      depth: 0,
    })
  } catch (error) {
    if (await findAccountByEmail(payload, input.email)) throw new ApiError(409, ACCOUNT_MESSAGES.emailTaken)
    throw error
  }
  await recordAuthEvent(payload, { type: 'register', account: account.id, email: account.email, ip })
  const session = await sessionFor(payload, account, input.invitation_code)
  return { email: input.email, token: session.token, workspace: session.workspace }
}

export async function loginWithPassword(
  payload: Payload,
  input: { username: string; password: string; invitation_code?: string },
  ip: string,
) {
  const account = await findAccountByEmail(payload, input.username)
  const usable = account && !account.isDeleted ? account : null
  if (usable?.lockedUntil && new Date(usable.lockedUntil).getTime() > Date.now()) {
    await recordAuthEvent(payload, { type: 'login_failed', account: usable.id, email: input.username, ip, detail: 'locked' })
    const retryAfter = Math.ceil((new Date(usable.lockedUntil).getTime() - Date.now()) / 1000)
    throw new ApiError(429, ACCOUNT_MESSAGES.locked, { retryAfter }, { 'retry-after': String(retryAfter) })
  }
  // Always one argon2 verification, so unknown emails and wrong passwords take the same time.
  const ok = await verifyPassword(usable?.passwordHash, input.password)
  if (!usable || !ok) {
    if (usable) {
      const failures = (usable.failedLogins ?? 0) + 1
      const lock = failures >= MAX_FAILED_LOGINS
      await payload.update({
        collection: 'accounts',
        id: usable.id,
        data: {
          failedLogins: lock ? 0 : failures,
          lockedUntil: lock ? new Date(Date.now() + LOCK_MINUTES * 60_000).toISOString() : usable.lockedUntil,
        },
        depth: 0,
      })
      if (lock) await recordAuthEvent(payload, { type: 'locked', account: usable.id, email: input.username, ip })
    }
    await recordAuthEvent(payload, { type: 'login_failed', account: usable?.id, email: input.username, ip })
    throw new ApiError(401, ACCOUNT_MESSAGES.invalidCredentials)
  }
  if (usable.failedLogins || usable.lockedUntil) {
    await payload.update({ collection: 'accounts', id: usable.id, data: { failedLogins: 0, lockedUntil: null }, depth: 0 })
  }
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

export async function requestPasswordReset(payload: Payload, email: string, ip: string): Promise<void> {
  const account = await findAccountByEmail(payload, email)
  await recordAuthEvent(payload, { type: 'password_reset_requested', account: account?.id, email, ip })
  if (!account || account.isDeleted || !account.email) return
  const token = randomToken()
  await payload.create({
    collection: 'password-reset-tokens',
    data: { tokenHash: hashToken(token), account: account.id, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString(), isDeleted: false },
    depth: 0,
  })
  try {
    await sendTemplateEmail(payload, account.email, passwordResetEmail(token))
  } catch (err) {
    // The answer stays the same either way; the failure is for operators.
    logger.error({ err, account: account.id }, 'could not send a password reset email')
  }
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
  if (!record) throw new ApiError(400, ACCOUNT_MESSAGES.resetInvalid)
  const accountId = typeof record.account === 'object' ? record.account.id : record.account
  const account = await payload.findByID({ collection: 'accounts', id: accountId, depth: 0, disableErrors: true })
  if (!account || account.isDeleted) throw new ApiError(400, ACCOUNT_MESSAGES.resetInvalid)
  await payload.update({
    collection: 'accounts',
    id: account.id,
    data: {
      passwordHash: await hashPassword(input.password),
      tokenVersion: (account.tokenVersion ?? 0) + 1,
      failedLogins: 0,
      lockedUntil: null,
    },
    depth: 0,
  })
  await invalidateResetTokens(payload, account.id)
  await recordAuthEvent(payload, { type: 'password_reset', account: account.id, email: account.email, ip })
}

export async function changePassword(
  payload: Payload,
  account: Account,
  input: { oldPassword: string; newPassword: string },
  ip: string,
): Promise<{ token: string }> {
  if (!(await verifyPassword(account.passwordHash, input.oldPassword))) {
    throw new ApiError(400, ACCOUNT_MESSAGES.wrongOldPassword, { fieldErrors: { oldPassword: [ACCOUNT_MESSAGES.wrongOldPassword] } })
  }
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
