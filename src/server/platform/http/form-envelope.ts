import 'server-only'

import type { ApiError, ErrorMessages, ErrorRenderer } from '@/server/platform/api/errors'

const NO_STORE = { 'cache-control': 'no-store' }

/** A JSON answer that no cache keeps. */
export function noStoreJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
}

/**
 * The wire shape of the site's own endpoints (leads, the scheduler, analytics events):
 * `{ ok: false, message, errors? }`, never cached. Statuses come from the error catalogue; an
 * endpoint's own wording for a code it names replaces the error's message.
 */
export function formEnvelope(messages: ErrorMessages): ErrorRenderer {
  return {
    rootKey: 'form',
    render: (error: ApiError) => {
      const errors = (error.data as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors
      const message = messages[error.code] ?? error.message
      return noStoreJson({ ok: false, message, ...(errors ? { errors } : {}) }, error.httpStatus, error.headers)
    },
  }
}
