/**
 * The one way browser code calls our JSON endpoints (issue 28): the request either got no response
 * (offline, refused, aborted) or got one, whose body is the parsed JSON or null when it isn't JSON.
 * Callers decide what each means to the user; the promise never rejects. Plain functions, no 'use client'
 * and no validation library: this sits in page bundles.
 */

export type NoResponse = {
  kind: 'no-response'
  /** Cancelled (AbortError): the onboarding client rethrows it, the forms count it as any other failure. */
  aborted: boolean
  error: unknown
}
export type JsonResponse = { kind: 'response'; status: number; ok: boolean; body: unknown }
export type JsonResult = NoResponse | JsonResponse

export type JsonRequest = Omit<RequestInit, 'body' | 'headers'> & {
  headers?: Record<string, string>
  /** Sent JSON-encoded with `content-type: application/json`. */
  json?: unknown
}

export async function fetchJson(url: string, request: JsonRequest = {}, fetcher: typeof fetch = fetch): Promise<JsonResult> {
  const { json, headers, ...init } = request
  let response: Response
  try {
    // Encoding inside the try: a body that cannot be encoded fails like a request that was never answered.
    const body = json === undefined ? undefined : JSON.stringify(json)
    response = await fetcher(url, {
      ...init,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body,
    })
  } catch (error) {
    return { kind: 'no-response', aborted: error instanceof DOMException && error.name === 'AbortError', error }
  }
  return { kind: 'response', status: response.status, ok: response.ok, body: await response.json().catch(() => null) }
}
