import 'server-only'

import type { Payload, Where } from 'payload'

import type { IndustryId } from '@/lib/validation/onboarding-ids'
import { WORKSPACE_NAME_MESSAGES } from '@/lib/validation/workspace-name'
import type { Account, Workspace } from '@/payload-types'
import { ApiError } from '@/server/platform/api/errors'

import { findWorkspaceByName } from './names'
import { relId, type WorkspaceSummary, workspaceSummary } from './records'

export const WORKSPACE_MESSAGES = {
  created: 'Workspace created.',
  alreadyYours: 'This workspace is already yours.',
  ownsAnother: 'You already have a workspace. Change its URL instead of creating another.',
  notFound: 'Workspace not found.',
  ownerOnly: 'Only the owner of this workspace can change it.',
  updated: 'Workspace updated.',
  companyMismatch: 'That company does not belong to this workspace.',
} as const

/** Workspaces an account may see: ones it owns and ones it was invited into. */
export const visibleTo = (accountId: number): Where => ({
  and: [
    { isDeleted: { not_equals: true } },
    { or: [{ owner: { equals: accountId } }, { members: { in: [accountId] } }] },
  ],
})

export const isOwner = (workspace: Workspace, accountId: number) => relId(workspace.owner) === accountId

export const isMember = (workspace: Workspace, accountId: number) =>
  isOwner(workspace, accountId) || (workspace.members ?? []).some((m) => relId(m) === accountId)

/** For sign-in routing: the newest workspace the account owns, else the newest it belongs to. */
export async function getLoginWorkspace(payload: Payload, accountId: number): Promise<WorkspaceSummary | null> {
  const { docs } = await payload.find({
    collection: 'workspaces',
    where: visibleTo(accountId),
    sort: '-createdAt',
    limit: 20,
    depth: 0,
  })
  const chosen = docs.find((w) => isOwner(w, accountId)) ?? docs[0]
  return chosen ? workspaceSummary(chosen) : null
}

/** A workspace the account can see, or 404 (existence is not revealed to others); 403 if not owner. */
export async function requireWorkspace(
  payload: Payload,
  account: Account,
  id: string,
  need: 'member' | 'owner',
): Promise<Workspace> {
  const workspace = await payload.findByID({ collection: 'workspaces', id: Number(id), depth: 0, disableErrors: true })
  if (!workspace || workspace.isDeleted || !isMember(workspace, account.id)) {
    throw new ApiError('not_found', WORKSPACE_MESSAGES.notFound)
  }
  if (need === 'owner' && !isOwner(workspace, account.id)) throw new ApiError('forbidden', WORKSPACE_MESSAGES.ownerOnly)
  return workspace
}

/**
 * Claims a name. The unique index decides races; repeating a create for a name one already owns
 * succeeds with `created: false` so a retried request is harmless.
 */
export async function createWorkspace(
  payload: Payload,
  account: Account,
  name: string,
): Promise<{ workspace: Workspace; created: boolean }> {
  const existing = await findWorkspaceByName(payload, name)
  if (existing) return resolveExisting(existing, account)

  const ownsAnother = async () => {
    const owned = await payload.find({
      collection: 'workspaces',
      where: { and: [{ owner: { equals: account.id } }, { isDeleted: { not_equals: true } }] },
      limit: 1,
      depth: 0,
    })
    return owned.docs[0] ? new ApiError('conflict', WORKSPACE_MESSAGES.ownsAnother, { workspace: workspaceSummary(owned.docs[0]) }) : null
  }
  const owned = await ownsAnother()
  if (owned) throw owned

  try {
    const workspace = await payload.create({
      collection: 'workspaces',
      data: { name, owner: account.id, members: [], isDeleted: false },
      depth: 0,
    })
    return { workspace, created: true }
  } catch (error) {
    // Lost a race for a unique index: the name (whoever won owns it now) or the account's one
    // live workspace (`activeOwner`, decision 082), created meanwhile by a parallel request.
    const winner = await findWorkspaceByName(payload, name)
    if (winner) return resolveExisting(winner, account)
    const other = await ownsAnother()
    if (other) throw other
    throw error
  }
}

function resolveExisting(existing: Workspace, account: Account): { workspace: Workspace; created: boolean } {
  if (isOwner(existing, account.id) && !existing.isDeleted) return { workspace: existing, created: false }
  throw new ApiError('conflict', WORKSPACE_NAME_MESSAGES.taken, { fieldErrors: { name: [WORKSPACE_NAME_MESSAGES.taken] } })
}

export async function updateWorkspace(
  payload: Payload,
  account: Account,
  id: string,
  changes: { name?: string; company?: string | null },
): Promise<Workspace> {
  const workspace = await requireWorkspace(payload, account, id, 'owner')
  const data: { name?: string; company?: number | null } = {}

  if (changes.name !== undefined && changes.name !== workspace.name) {
    const holder = await findWorkspaceByName(payload, changes.name)
    if (holder) throw new ApiError('conflict', WORKSPACE_NAME_MESSAGES.taken, { fieldErrors: { name: [WORKSPACE_NAME_MESSAGES.taken] } })
    data.name = changes.name
  }
  if (changes.company !== undefined) {
    if (changes.company === null) data.company = null
    else {
      const company = await payload.findByID({ collection: 'companies', id: Number(changes.company), depth: 0, disableErrors: true })
      if (!company || company.isDeleted || relId(company.workspace) !== workspace.id) {
        throw new ApiError('bad_request', WORKSPACE_MESSAGES.companyMismatch, { fieldErrors: { company: [WORKSPACE_MESSAGES.companyMismatch] } })
      }
      data.company = company.id
    }
  }
  if (Object.keys(data).length === 0) return workspace
  try {
    return await payload.update({ collection: 'workspaces', id: workspace.id, data, depth: 0 })
  } catch (error) {
    if (data.name && (await findWorkspaceByName(payload, data.name))) {
      throw new ApiError('conflict', WORKSPACE_NAME_MESSAGES.taken, { fieldErrors: { name: [WORKSPACE_NAME_MESSAGES.taken] } })
    }
    throw error
  }
}

export async function createCompany(
  payload: Payload,
  account: Account,
  input: { name: string; industryType: IndustryId; workspace: string },
) {
  const workspace = await requireWorkspace(payload, account, input.workspace, 'owner')
  const currentId = relId(workspace.company)
  // Complete Setup may be repeated: the workspace keeps one company, updated in place.
  if (currentId !== null) {
    const current = await payload.findByID({ collection: 'companies', id: currentId, depth: 0, disableErrors: true })
    if (current && !current.isDeleted) {
      const company = await payload.update({
        collection: 'companies',
        id: current.id,
        data: { name: input.name, industryType: input.industryType },
        depth: 0,
      })
      return { company, created: false }
    }
  }
  const company = await payload.create({
    collection: 'companies',
    data: { name: input.name, industryType: input.industryType, workspace: workspace.id, isDeleted: false },
    depth: 0,
  })
  await payload.update({ collection: 'workspaces', id: workspace.id, data: { company: company.id }, depth: 0 })
  return { company, created: true }
}
