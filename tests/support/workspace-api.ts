/** Calls the workspace and auth route handlers directly, as Next would. */
import crypto from 'node:crypto'

import { CLIENT_ADDRESS_HEADER } from '@/server/platform/http/client-ip'

// Tests read response data loosely and assert on it; the type is the assertion.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EnvelopeBody = { status: string; message: string; data: any }

export const md5 = (value: string) => crypto.createHash('md5').update(value).digest('hex')

// Each route declares its own params; the caller supplies matching ones.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (request: Request, context: { params: Promise<any> }) => Promise<Response>

export async function call(
  handler: Handler,
  options: {
    method?: string
    path?: string
    body?: unknown
    rawBody?: string
    token?: string
    ip?: string
    params?: Record<string, string>
    headers?: Record<string, string>
  } = {},
): Promise<{ status: number; body: EnvelopeBody; headers: Headers }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: options.ip ?? '10.0.0.1', ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const request = new Request(`http://localhost:3999${options.path ?? '/workspace/test'}`, {
    method: options.method ?? 'POST',
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  })
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) })
  const text = await response.text()
  let body: EnvelopeBody
  try {
    body = JSON.parse(text) as EnvelopeBody
  } catch {
    body = { status: 'NOT_JSON', message: text, data: null }
  }
  return { status: response.status, body, headers: response.headers }
}

let counter = 0
/** A unique client address per call site, so rate limits of one test don't spill into another. */
export const freshIp = () => `10.1.${Math.floor(++counter / 250)}.${counter % 250}`
