import 'server-only'

import { signWebhook } from './sign'

import { env } from '@/env'

export type AttemptResult = {
  statusCode?: number
  error?: string
  durationMs: number
  /** The receiver's Retry-After (seconds or an HTTP date) in milliseconds from now. */
  retryAfterMs?: number
}

/** Retry-After as milliseconds from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/**
 * One signed POST of `body` to `url`. Redirects are not followed (a 3xx counts as a failure),
 * and the attempt gives up after WEBHOOK_TIMEOUT_MS (10 s). Never throws.
 */
export async function postWebhook({
  url,
  secret,
  webhookId,
  body,
  timeoutMs = env.WEBHOOK_TIMEOUT_MS,
  now = Date.now,
}: {
  url: string
  secret: string
  webhookId: string
  body: string
  timeoutMs?: number
  now?: () => number
}): Promise<AttemptResult> {
  const started = now()
  const timestamp = Math.floor(started / 1000)
  try {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'ERPZ-Webhooks/1',
        'webhook-id': webhookId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(secret, webhookId, timestamp, body),
      },
      body,
    })
    await response.body?.cancel().catch(() => {})
    const ok = response.status >= 200 && response.status < 300
    return {
      statusCode: response.status,
      error: ok ? undefined : `HTTP ${response.status}`,
      durationMs: now() - started,
      retryAfterMs: ok ? undefined : parseRetryAfter(response.headers.get('retry-after')),
    }
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    const message =
      name === 'TimeoutError'
        ? `No answer within ${timeoutMs / 1000} s`
        : error instanceof Error
          ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
          : 'Request failed'
    return { error: message.slice(0, 500), durationMs: now() - started }
  }
}
