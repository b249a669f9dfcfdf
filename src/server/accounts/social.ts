import 'server-only'

import type { Payload } from 'payload'

import { EmailSchema } from '@/lib/validation/auth'
import type { Account } from '@/payload-types'
import { ApiError } from '@/server/platform/api/errors'
import type { OidcProvider, VerifiedIdentity } from '@/server/auth/oidc'

import { sessionFor, findAccountByEmail } from './accounts'
import { recordAuthEvent } from './audit'
import { hashToken } from './tokens'

export const socialFailedMessage = (label: string) => `${label} sign-in failed. Please try again.`
export const socialCancelledMessage = (label: string) => `${label} sign-in was cancelled.`

/** Records the state as used; a second callback with the same state (a replay) is refused. */
export async function spendOidcState(payload: Payload, provider: OidcProvider, state: string): Promise<boolean> {
  try {
    await payload.create({ collection: 'oidc-states', data: { stateHash: hashToken(state), provider, isDeleted: false }, depth: 0 })
    return true
  } catch {
    return false
  }
}

/**
 * The provider vouches for this address; whoever registered it with a password never proved it.
 * Their password is revoked and every earlier token dies, so a sign-up made in someone else's
 * name before they arrive (a pre-hijack) hands nothing to either party (decision 071).
 */
async function claimUnverifiedAccount(payload: Payload, account: Account, provider: OidcProvider, ip: string): Promise<Account> {
  const claimed = await payload.update({
    collection: 'accounts',
    id: account.id,
    data: { passwordHash: null, tokenVersion: (account.tokenVersion ?? 0) + 1, emailVerified: true },
    depth: 0,
  })
  await payload.update({
    collection: 'password-reset-tokens',
    where: { and: [{ account: { equals: account.id } }, { usedAt: { exists: false } }] },
    data: { usedAt: new Date().toISOString() },
    depth: 0,
  })
  await recordAuthEvent(payload, {
    type: 'account_claimed',
    account: account.id,
    email: account.email,
    ip,
    detail: `${provider}: verified address claimed an unverified account; its password and tokens were revoked`,
  })
  return claimed
}

/** The account this identity signs in to; `created` when this sign-in made it (a sign-up, for analytics). */
async function accountForIdentity(
  payload: Payload,
  provider: OidcProvider,
  identity: VerifiedIdentity,
  ip: string,
): Promise<{ account: Account; created: boolean }> {
  const { docs } = await payload.find({ collection: 'account-identities', where: { key: { equals: identity.key } }, limit: 1, depth: 0 })
  const link = docs[0]
  if (link) {
    const accountId = typeof link.account === 'object' ? link.account.id : link.account
    const account = await payload.findByID({ collection: 'accounts', id: accountId, depth: 0, disableErrors: true })
    if (!account || account.isDeleted) throw new ApiError('forbidden', 'This account has been closed.')
    return { account, created: false }
  }
  const email = identity.email && EmailSchema.safeParse(identity.email).success ? identity.email : null
  // Only a verified address may be matched to (or claim) an email account.
  const verifiedEmail = identity.emailVerified ? email : null
  let account = verifiedEmail ? await findAccountByEmail(payload, verifiedEmail) : null
  if (account?.isDeleted) throw new ApiError('forbidden', 'This account has been closed.')
  if (account && !account.emailVerified) account = await claimUnverifiedAccount(payload, account, provider, ip)
  const created = !account
  account ??= await payload.create({
    collection: 'accounts',
    data: { email: verifiedEmail, tokenVersion: 0, emailVerified: Boolean(verifiedEmail), isDeleted: false },
    depth: 0,
  })
  await payload.create({
    collection: 'account-identities',
    data: { key: identity.key, provider, account: account.id, email: email ?? undefined, isDeleted: false },
    depth: 0,
  })
  await recordAuthEvent(payload, { type: 'register', account: account.id, email: verifiedEmail, ip, detail: provider })
  return { account, created }
}

export async function socialSignIn(
  payload: Payload,
  provider: OidcProvider,
  identity: VerifiedIdentity,
  invitationCode: string | undefined,
  ip: string,
) {
  const { account, created } = await accountForIdentity(payload, provider, identity, ip)
  const session = await sessionFor(payload, account, invitationCode)
  await recordAuthEvent(payload, { type: 'social_login', account: account.id, email: account.email, ip, detail: provider })
  return {
    token: session.token,
    workspaceName: session.workspace?.name ?? null,
    workspace: session.workspace,
    email: account.email ?? null,
    // The page reports the funnel's sign_up step from this (decision 181); the token says nothing of it.
    signedUp: created,
  }
}
