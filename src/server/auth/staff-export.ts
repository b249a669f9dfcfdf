import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { hasRole } from '@/collections/access'
import { ERRORS, type ErrorCode } from '@/server/platform/api/errors'

/** A short answer a person reads in the browser (an export refused), never cached. */
export const plainText = (code: ErrorCode, message: string): Response =>
  new Response(`${message}\n`, { status: ERRORS[code].status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * Who may download a CSV export (leads, subscribers, bookings, analytics): sales and admin staff
 * signed in to the admin (its session cookie is what a download sends). Anyone else gets the
 * answer to return: 401 signed out, 403 for other staff, naming what `what` they cannot export.
 */
export async function exportingStaff(payload: Payload, request: Request, what: string): Promise<TypedUser | Response> {
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return plainText('unauthenticated', 'Sign in to the admin first.')
  if (!hasRole(user, 'sales', 'admin')) return plainText('forbidden', `Only sales and admin staff can export ${what}.`)
  return user
}
