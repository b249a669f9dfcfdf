/**
 * The onboarding client of the workspace and auth APIs (issue 6 contract) with the generic
 * handling of SPEC §8: offline → "Network Error" / "No internet connection"; no response →
 * "Server Error" / "Problem connecting to server"; a response message → "Error" with it; success
 * toasts titled "Success" (on create, update, login and register) with the message or status text.
 * Dependencies are passed in so the handling is unit-tested without a browser.
 */
import { fetchJson } from '@/lib/http/fetch-json'
import { statusText } from '@/lib/validation/status-texts'

export type Notifier = {
  error: (title: string, description: string) => void
  success: (title: string, description: string) => void
}

export type ApiDeps = {
  fetch: typeof fetch
  notify: Notifier
  isOnline: () => boolean
  getToken: () => string
  /** Called when a request that carried the token is refused with 401. */
  onUnauthorized?: () => void
}

export type FieldErrors = Record<string, string>

export type ApiFailure = {
  ok: false
  kind: 'offline' | 'no-response' | 'response'
  status: number | null
  message: string
  fieldErrors: FieldErrors
}
export type ApiSuccess<T> = { ok: true; status: number; message: string; data: T }
export type ApiResult<T> = ApiSuccess<T> | ApiFailure

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT'
  body?: unknown
  /** Show the "Success" toast (SPEC §8: create, update, login, register). */
  successToast?: boolean
  /** Leave the error toast to the caller (it shows the failure inline instead). */
  quietErrors?: boolean
}

type Envelope = { status?: unknown; message?: unknown; data?: unknown }

export const OFFLINE_TOAST = { title: 'Network Error', description: 'No internet connection' } as const
export const NO_RESPONSE_TOAST = { title: 'Server Error', description: 'Problem connecting to server' } as const

function asEnvelope(value: unknown): Envelope {
  return typeof value === 'object' && value !== null ? (value as Envelope) : {}
}

function readFieldErrors(data: unknown): FieldErrors {
  const raw = asEnvelope(data) as { fieldErrors?: unknown }
  if (typeof raw.fieldErrors !== 'object' || raw.fieldErrors === null) return {}
  const result: FieldErrors = {}
  for (const [field, value] of Object.entries(raw.fieldErrors)) {
    const first = Array.isArray(value) ? value[0] : value
    if (typeof first === 'string' && first) result[field] = first
  }
  return result
}

export function createApiClient(deps: ApiDeps) {
  function fail(failure: ApiFailure, quiet: boolean | undefined): ApiFailure {
    if (!quiet) {
      if (failure.kind === 'offline') deps.notify.error(OFFLINE_TOAST.title, OFFLINE_TOAST.description)
      else if (failure.kind === 'no-response') deps.notify.error(NO_RESPONSE_TOAST.title, NO_RESPONSE_TOAST.description)
      else deps.notify.error('Error', failure.message)
    }
    return failure
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
    const offline = { ok: false as const, kind: 'offline' as const, status: null, message: OFFLINE_TOAST.description, fieldErrors: {} }
    if (!deps.isOnline()) return fail(offline, options.quietErrors)

    const token = deps.getToken()
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (token) headers.Authorization = `Bearer ${token}`

    const result = await fetchJson(
      path,
      { method: options.method ?? 'GET', headers, json: options.body, credentials: 'same-origin', cache: 'no-store' },
      deps.fetch,
    )
    if (result.kind === 'no-response') {
      if (result.aborted) throw result.error
      if (!deps.isOnline()) return fail(offline, options.quietErrors)
      const noResponse = { ok: false as const, kind: 'no-response' as const, status: null, message: NO_RESPONSE_TOAST.description, fieldErrors: {} }
      return fail(noResponse, options.quietErrors)
    }

    const envelope = asEnvelope(result.body)
    const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : statusText(result.status)

    if (!result.ok || (envelope.status !== undefined && envelope.status !== 'SUCCESS')) {
      if (result.status === 401 && token) deps.onUnauthorized?.()
      const failure: ApiFailure = {
        ok: false,
        kind: 'response',
        status: result.status,
        message,
        fieldErrors: readFieldErrors(envelope.data),
      }
      return fail(failure, options.quietErrors)
    }
    if (options.successToast) deps.notify.success('Success', message)
    return { ok: true, status: result.status, message, data: envelope.data as T }
  }

  return { request }
}

export type ApiClient = ReturnType<typeof createApiClient>
