import 'server-only'

import { signWebhook } from './sign'

export const WEBHOOK_TIMEOUT_MS = 10_000

export type AttemptResult = { statusCode?: number; error?: string; durationMs: number }

/**
 * One signed POST of `body` to `url`. Redirects are not followed (a 3xx counts as a failure),
 * and the attempt gives up after 10 s. Never throws.
 */
export async function postWebhook({
  url,
  secret,
  webhookId,
  body,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
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
