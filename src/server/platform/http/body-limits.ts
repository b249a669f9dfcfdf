import 'server-only'

/**
 * How large a request body may be, decided from the request line and whether a signed-in CMS user
 * sent it, before any byte of the body is read (decision 190). scripts/serve.ts enforces it for
 * every request: Payload's REST routes, server actions and our own routes alike.
 */
import { CAREERS } from '@/config/careers'
import { MEDIA_LIMITS, REQUEST_BODY_LIMITS } from '@/config/behaviour'

/** The in-flight budget a body counts against (REQUEST_BODY_LIMITS.inFlightBytes). */
export type BodyPool = keyof typeof REQUEST_BODY_LIMITS.inFlightBytes

export type BodyLimit = { maxBytes: number; pool: BodyPool }

/** Room for a multipart body's field names, boundaries and text fields beside its file. */
const FORM_OVERHEAD_BYTES = 64 * 1024

const CV_UPLOAD = /^\/careers\/[^/]+\/apply\/?$/
const MEDIA_UPLOAD = /^\/api\/media(?:\/[^/]+)?\/?$/

/** The methods this site answers; anything else is a 405 before it reaches the app. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

export function isAllowedMethod(method: string | undefined): boolean {
  return (ALLOWED_METHODS as readonly string[]).includes(method ?? '')
}

/** A path whose percent escapes do not decode (`/x%`, `/%E0%A4%A`) is refused with a 400. */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

export function bodyLimitFor(method: string, pathname: string, staff: boolean): BodyLimit {
  // The apply route itself answers a CV over its 5 MB with the form and "Your CV is larger than 5 MB."
  // up to twice its body limit (src/server/careers/apply.ts); past that the edge answers.
  if (method === 'POST' && CV_UPLOAD.test(pathname)) return { maxBytes: 2 * CAREERS.maxBodyBytes, pool: 'upload' }
  if (!staff) return { maxBytes: REQUEST_BODY_LIMITS.defaultBytes, pool: 'anonymous' }
  if ((method === 'POST' || method === 'PATCH') && MEDIA_UPLOAD.test(pathname)) {
    return { maxBytes: Math.max(REQUEST_BODY_LIMITS.staffBytes, MEDIA_LIMITS.maxBytes + FORM_OVERHEAD_BYTES), pool: 'staff' }
  }
  return { maxBytes: REQUEST_BODY_LIMITS.staffBytes, pool: 'staff' }
}

const megabytes = (bytes: number) => {
  const mb = bytes / (1024 * 1024)
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`
}

/** The 413's message: what the limit is, in words. */
export function tooLargeMessage(limit: BodyLimit): string {
  return `The request body is too large: this address accepts at most ${megabytes(limit.maxBytes)}.`
}
