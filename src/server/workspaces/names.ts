import 'server-only'

import type { Payload } from 'payload'

import { RESERVED_WORKSPACE_NAMES, WORKSPACE_NAME_MESSAGES, WorkspaceNameSchema } from '@/lib/validation/workspace-name'
import type { Workspace } from '@/payload-types'

import { relId } from './records'

export type NameAvailability =
  | { available: true; name: string; reason: 'available' | 'yours'; message: string }
  | { available: false; name: string; reason: 'invalid' | 'reserved' | 'taken'; message: string }

/** Any workspace holding the name, deleted ones included: names are never handed out twice. */
export async function findWorkspaceByName(payload: Payload, name: string): Promise<Workspace | null> {
  const { docs } = await payload.find({
    collection: 'workspaces',
    where: { name: { equals: name } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0] ?? null
}

export async function checkWorkspaceName(payload: Payload, raw: string, accountId: number | null): Promise<NameAvailability> {
  const parsed = WorkspaceNameSchema.safeParse(raw)
  const name = raw.trim().toLowerCase().slice(0, 100)
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? WORKSPACE_NAME_MESSAGES.characters
    const reason = RESERVED_WORKSPACE_NAMES.has(name) ? 'reserved' : 'invalid'
    return { available: false, name, reason, message }
  }
  const existing = await findWorkspaceByName(payload, parsed.data)
  if (!existing) return { available: true, name: parsed.data, reason: 'available', message: 'This workspace URL is available.' }
  if (accountId !== null && relId(existing.owner) === accountId && !existing.isDeleted) {
    return { available: true, name: parsed.data, reason: 'yours', message: 'This workspace URL is already yours.' }
  }
  return { available: false, name: parsed.data, reason: 'taken', message: WORKSPACE_NAME_MESSAGES.taken }
}
