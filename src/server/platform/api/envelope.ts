import 'server-only'

import { ApiError, ERRORS, type ErrorRenderer } from './errors'

export type Envelope<T = unknown> = { status: string; message: string; data: T }

const SUCCESS = { 200: 'Data returned.', 201: 'Created or modified.' } as const

function envelopeJson<T>(status: number, body: Envelope<T>, headers: Record<string, string>): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

/** A success in the workspace API's envelope; failures are `ApiError`s from the catalogue. */
export function respond<T>(httpStatus: keyof typeof SUCCESS, data: T, message?: string, headers: Record<string, string> = {}): Response {
  return envelopeJson(httpStatus, { status: 'SUCCESS', message: message ?? SUCCESS[httpStatus], data }, headers)
}

export const errorResponse = (error: ApiError): Response =>
  envelopeJson(error.httpStatus, { status: ERRORS[error.code].envelopeStatus, message: error.message, data: error.data }, error.headers)

/** The workspace and auth API's envelope `{ status, message, data }` (SPEC §8). */
export const workspaceEnvelope: ErrorRenderer = { rootKey: '_', render: errorResponse }
