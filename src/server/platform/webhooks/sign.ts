import 'server-only'

import crypto from 'node:crypto'

import { safeEqual } from '@/server/platform/safe-equal'

/**
 * Standard Webhooks signature: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. The key is
 * the UTF-8 bytes of WEBHOOK_SECRET (decision 033).
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const mac = crypto.createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('base64')
  return `v1,${mac}`
}

/** Checks a `webhook-signature` header (space-separated list of `v1,<sig>`) in constant time. */
export function verifyWebhook(secret: string, id: string, timestamp: number, body: string, header: string): boolean {
  const expected = signWebhook(secret, id, timestamp, body)
  return header.split(' ').some((candidate) => safeEqual(candidate, expected))
}

export function newWebhookId(): string {
  return `msg_${crypto.randomUUID().replaceAll('-', '')}`
}
