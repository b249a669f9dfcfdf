import 'server-only'

import crypto from 'node:crypto'

import { env } from '@/env'
import { safeEqual } from '@/server/platform/safe-equal'

let key: Buffer | undefined
function withdrawKey(): Buffer {
  key ??= Buffer.from(crypto.hkdfSync('sha256', env.PAYLOAD_SECRET, 'erpz', 'careers withdraw link v1', 32))
  return key
}

/**
 * The signature of an application's self-delete link: an HMAC of its id and its creation time,
 * so a link works for that application only and cannot be made up from an id.
 */
export function signWithdrawal(applicationId: string, createdAt: string): string {
  return crypto.createHmac('sha256', withdrawKey()).update(`${applicationId}.${new Date(createdAt).toISOString()}`).digest('base64url')
}

export function checkWithdrawal(applicationId: string, createdAt: string, signature: string): boolean {
  return safeEqual(signature, signWithdrawal(applicationId, createdAt))
}
