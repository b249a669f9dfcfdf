import 'server-only'

import crypto from 'node:crypto'

import {
  APIError,
  type CollectionSlug,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { ACCOUNT_MESSAGES } from '@/server/accounts/config'
import { clientAddress } from '@/server/platform/http/client-ip'
import { logger } from '@/server/platform/log'

import { cmsSignIn } from './limits'

/**
 * CMS sign-in limits, in place of Payload's per-user lock (`maxLoginAttempts: 0`; decision 151).
 * Payload's hooks, not a wrapper around its REST route: they run inside Payload's own login
 * operation, on the address Payload itself parsed from the JSON or multipart body the admin sends,
 * whichever way the request came in.
 *
 * - beforeOperation (login): the gate, before Payload looks the user up; a refused client gets a
 *   429 with Retry-After and Payload never runs.
 * - afterError (a 401 from that login): a wrong password or unknown address, counted for this
 *   client and for the address.
 * - afterLogin: the right password; this client's failures are forgotten and it is known to the
 *   address from now on.
 * - afterOperation (resetPassword): the emailed reset link worked from this client, which is then
 *   the owner's, likewise.
 */

const CONTEXT_KEY = 'erpzCmsSignIn'
type Attempt = { address: string; client: string }

const attemptOf = (context: PayloadRequest['context']): Attempt | undefined => {
  const value = context[CONTEXT_KEY] as Attempt | undefined
  return value && typeof value.address === 'string' ? value : undefined
}

const addressOf = (data: unknown): string => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email : ''
}

/**
 * Payload 3.90's password hash (`generatePasswordSaltHash`: PBKDF2-SHA256, 600,000 iterations,
 * 32 bytes; not exported). The system test compares the two answers' times, so a change of
 * Payload's cost shows there.
 */
const PAYLOAD_PBKDF2 = { iterations: 600_000, keyLength: 32 }
const DUMMY_SALT = crypto.randomBytes(32).toString('hex')

/** The work of checking a password against a user's hash, for an address that has no usable one. */
export const hashAgainstDummy = (password: string) =>
  new Promise<void>((resolve) => crypto.pbkdf2(password, DUMMY_SALT, PAYLOAD_PBKDF2.iterations, PAYLOAD_PBKDF2.keyLength, 'sha256', () => resolve()))

/**
 * Payload answers an unknown address without hashing anything, so its time told which addresses
 * are CMS users (issue 42). Before Payload looks the user up, we do too, as it will (the address
 * lower-cased and trimmed); when there is no user with a password hash, a dummy hash of the same cost is
 * computed here, so both answers take one lookup more and one hash.
 */
async function evenOutUnknownAddress(req: PayloadRequest, collection: CollectionSlug, address: string, password: unknown): Promise<void> {
  // Payload refuses a missing password itself (400) before any hash.
  if (typeof password !== 'string' || password.trim() === '') return
  const user = await req.payload.db.findOne<{ id: number | string; hash?: unknown; salt?: unknown }>({
    collection,
    req,
    where: { email: { equals: address.toLowerCase().trim() } },
  })
  if (typeof user?.hash !== 'string' || typeof user.salt !== 'string') await hashAgainstDummy(password)
}

export const cmsSignInGate: CollectionBeforeOperationHook = async ({ operation, args, req, collection }) => {
  if (operation !== 'login') return args
  const address = addressOf((args as { data?: unknown }).data)
  // Payload answers a missing address itself (400); there is nothing to count.
  if (!address.trim()) return args
  const client = clientAddress(req.headers)
  const gate = await cmsSignIn.gate(address, client)
  if (!gate.allowed) {
    req.responseHeaders = new Headers({ 'retry-after': String(gate.retryAfterSeconds), 'cache-control': 'no-store' })
    const message = gate.reason === 'locked' ? ACCOUNT_MESSAGES.locked : ACCOUNT_MESSAGES.slowedDown
    throw new APIError(message, 429, { retryAfter: gate.retryAfterSeconds }, true)
  }
  req.context[CONTEXT_KEY] = { address, client } satisfies Attempt
  await evenOutUnknownAddress(req, collection.slug, address, (args as { data?: { password?: unknown } }).data?.password)
  return args
}

export const cmsSignInFailure: CollectionAfterErrorHook = async ({ error, req }) => {
  const attempt = attemptOf(req.context)
  // Payload's login answers 401 for a wrong password and for an unknown address alike, and for nothing else.
  if (!attempt || (error as { status?: unknown }).status !== 401) return
  try {
    await cmsSignIn.failed(attempt.address, attempt.client)
  } catch (err) {
    logger.warn({ err }, 'could not count a failed CMS sign-in')
  }
}

export const cmsSignInSuccess: CollectionAfterLoginHook = async ({ req, user }) => {
  const address = attemptOf(req.context)?.address ?? addressOf(user)
  if (address) await cmsSignIn.succeeded(address, clientAddress(req.headers))
  return user
}

export const cmsPasswordReset: CollectionAfterOperationHook = async ({ operation, result, req }) => {
  if (operation === 'resetPassword') {
    const address = addressOf((result as { user?: unknown } | undefined)?.user)
    if (address) await cmsSignIn.succeeded(address, clientAddress(req.headers))
  }
  return result
}
