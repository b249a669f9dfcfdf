import { fetchJson } from './fetch-json'

/**
 * A fresh signed form token for a lead form or a booking (GET /leads/token), or null when none
 * could be had (no response, a refusal, or a body without one); the forms then send ''.
 */
export async function fetchFormToken(): Promise<string | null> {
  const result = await fetchJson('/leads/token', { cache: 'no-store' })
  if (result.kind !== 'response' || !result.ok) return null
  const body = result.body
  const token = typeof body === 'object' && body !== null && 'token' in body ? body.token : null
  return typeof token === 'string' ? token : null
}
