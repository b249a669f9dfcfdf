import 'server-only'

import type { Payload } from 'payload'

import type { Account } from '@/payload-types'
import { ApiError } from '@/server/platform/api/errors'

import { verifyAccountToken } from './jwt'

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')
  const match = header ? /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header) : null
  return match?.[1] ?? null
}

/** The account a bearer token belongs to, if the token is valid and not revoked. */
export async function getRequestAccount(payload: Payload, request: Request): Promise<Account | null> {
  const token = bearerToken(request)
  if (!token) return null
  const claims = await verifyAccountToken(token)
  if (!claims) return null
  const account = await payload.findByID({ collection: 'accounts', id: claims.accountId, depth: 0, disableErrors: true })
  if (!account || account.isDeleted) return null
  if ((account.tokenVersion ?? 0) !== claims.version) return null
  return account
}

export async function requireAccount(payload: Payload, request: Request): Promise<Account> {
  const account = await getRequestAccount(payload, request)
  if (!account) throw new ApiError('unauthenticated')
  return account
}
