import 'server-only'

import type { Payload } from 'payload'

import type { Account, Workspace, WorkspaceInvitation } from '@/payload-types'
import { hashToken, randomToken } from '@/server/accounts/tokens'
import { INVITATION_TTL_MS } from '@/server/accounts/config'
import { perRecipient } from '@/server/auth/limits'
import { ApiError } from '@/server/platform/api/errors'
import { sendTemplateEmail } from '@/server/platform/email/send'
import { invitationEmail } from '@/server/platform/email/templates'
import { logger } from '@/server/platform/log'

import { relId } from './records'
import { isMember, requireWorkspace } from './workspaces'

export const INVITATION_MESSAGES = {
  noWorkspace: 'Create your workspace before inviting your team.',
  sent: 'Invitations sent.',
  resent: 'Invitation sent again.',
  invalid: 'This invitation link is not valid.',
  spent: 'This invitation has already been used.',
  revoked: 'This invitation has been withdrawn. Please ask for a new one.',
  expired: 'This invitation has expired. Please ask for a new one.',
  wrongEmail: 'This invitation was sent to a different email address. Please use that address to sign in.',
  notFound: 'Invitation not found.',
} as const

export type InvitationSkip = { email: string; reason: 'duplicate' | 'member' | 'self' }

async function ownedWorkspace(payload: Payload, account: Account, workspaceId?: string): Promise<Workspace> {
  if (workspaceId) return requireWorkspace(payload, account, workspaceId, 'owner')
  const { docs } = await payload.find({
    collection: 'workspaces',
    where: { and: [{ owner: { equals: account.id } }, { isDeleted: { not_equals: true } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  if (!docs[0]) throw new ApiError('bad_request', INVITATION_MESSAGES.noWorkspace)
  return docs[0]
}

async function issueAndSend(payload: Payload, invitation: { email: string }, workspace: Workspace, inviter: Account, existingId?: number) {
  const code = randomToken()
  const data = { codeHash: hashToken(code), expiresAt: new Date(Date.now() + INVITATION_TTL_MS).toISOString(), status: 'pending' as const }
  const doc = existingId
    ? await payload.update({ collection: 'workspace-invitations', id: existingId, data, depth: 0 })
    : await payload.create({
        collection: 'workspace-invitations',
        data: { ...data, email: invitation.email, workspace: workspace.id, inviter: inviter.id, isDeleted: false },
        depth: 0,
      })
  // An address nobody proved is never shown as the sender.
  await sendTemplateEmail(payload, invitation.email, invitationEmail(code, workspace.name, inviter.emailVerified ? (inviter.email ?? null) : null), perRecipient)
  return doc
}

/** `addBulk`: de-duplicates, skips people already in the workspace, emails each invitee a code. */
export async function inviteToWorkspace(payload: Payload, inviter: Account, emails: string[], workspaceId?: string) {
  const workspace = await ownedWorkspace(payload, inviter, workspaceId)
  const skipped: InvitationSkip[] = []
  const unique: string[] = []
  for (const email of emails) {
    if (unique.includes(email)) skipped.push({ email, reason: 'duplicate' })
    else if (email === inviter.email) skipped.push({ email, reason: 'self' })
    else unique.push(email)
  }
  const existing = unique.length
    ? await payload.find({ collection: 'accounts', where: { email: { in: unique } }, limit: 0, pagination: false, depth: 0 })
    : { docs: [] }
  const memberEmails = new Set(existing.docs.filter((a) => a.email && isMember(workspace, a.id)).map((a) => a.email))

  const invited: { id: string; email: string; expiresAt: string }[] = []
  const failed: string[] = []
  for (const email of unique) {
    if (memberEmails.has(email)) {
      skipped.push({ email, reason: 'member' })
      continue
    }
    // A newer invitation replaces any pending one for the same person.
    await payload.update({
      collection: 'workspace-invitations',
      where: { and: [{ workspace: { equals: workspace.id } }, { email: { equals: email } }, { status: { equals: 'pending' } }] },
      data: { status: 'revoked' },
      depth: 0,
    })
    try {
      const doc = await issueAndSend(payload, { email }, workspace, inviter)
      invited.push({ id: String(doc.id), email, expiresAt: doc.expiresAt })
    } catch (err) {
      logger.error({ err, workspace: workspace.id }, 'could not send an invitation email')
      failed.push(email)
    }
  }
  return { workspace: String(workspace.id), invited, skipped, failed }
}

/** `email/send` with the invitation template: a fresh code for a pending invitation. */
export async function resendInvitation(payload: Payload, account: Account, invitationId: string) {
  const invitation = await payload.findByID({ collection: 'workspace-invitations', id: Number(invitationId), depth: 0, disableErrors: true })
  if (!invitation || invitation.isDeleted) throw new ApiError('not_found', INVITATION_MESSAGES.notFound)
  const workspace = await requireWorkspace(payload, account, String(relId(invitation.workspace)), 'owner').catch((error: unknown) => {
    // Someone else's invitation is indistinguishable from a missing one.
    if (error instanceof ApiError) throw new ApiError('not_found', INVITATION_MESSAGES.notFound)
    throw error
  })
  if (invitation.status === 'accepted') throw new ApiError('conflict', INVITATION_MESSAGES.spent)
  const doc = await issueAndSend(payload, invitation, workspace, account, invitation.id)
  return { id: String(doc.id), email: doc.email, expiresAt: doc.expiresAt }
}

/** Checks a code for this email without spending it (used before an account exists). */
export async function checkInvitation(payload: Payload, code: string, email: string | null | undefined): Promise<WorkspaceInvitation> {
  const { docs } = await payload.find({
    collection: 'workspace-invitations',
    where: { and: [{ codeHash: { equals: hashToken(code) } }, { isDeleted: { not_equals: true } }] },
    limit: 1,
    depth: 0,
  })
  const invitation = docs[0]
  if (!invitation) throw new ApiError('bad_request', INVITATION_MESSAGES.invalid)
  if (invitation.status === 'accepted') throw new ApiError('bad_request', INVITATION_MESSAGES.spent)
  if (invitation.status === 'revoked') throw new ApiError('bad_request', INVITATION_MESSAGES.revoked)
  if (new Date(invitation.expiresAt).getTime() <= Date.now()) throw new ApiError('bad_request', INVITATION_MESSAGES.expired)
  if (!email || invitation.email !== email.toLowerCase()) throw new ApiError('forbidden', INVITATION_MESSAGES.wrongEmail)
  return invitation
}

/** Spends the invitation (once) and makes the account a member of its workspace. */
export async function acceptInvitation(payload: Payload, invitation: WorkspaceInvitation, account: Account): Promise<Workspace> {
  const spent = await payload.update({
    collection: 'workspace-invitations',
    where: { and: [{ id: { equals: invitation.id } }, { status: { equals: 'pending' } }] },
    data: { status: 'accepted', acceptedBy: account.id },
    depth: 0,
  })
  if (spent.docs.length !== 1) throw new ApiError('bad_request', INVITATION_MESSAGES.spent)
  const workspace = await payload.findByID({ collection: 'workspaces', id: relId(invitation.workspace) ?? 0, depth: 0 })
  const members = (workspace.members ?? []).map(relId).filter((id): id is number => id !== null)
  if (isMember(workspace, account.id)) return workspace
  return payload.update({ collection: 'workspaces', id: workspace.id, data: { members: [...members, account.id] }, depth: 0 })
}
