/**
 * The email claim of a JWT, read without verifying it: only to show the account's email on the
 * completion screen after a social sign-in, whose answer carries no email. The API verifies tokens.
 */
export function emailFromToken(token: string): string {
  const payload = token.split('.')[1]
  if (!payload) return ''
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='))
    const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))))
    const email = typeof claims === 'object' && claims !== null ? (claims as { email?: unknown }).email : undefined
    return typeof email === 'string' ? email : ''
  } catch {
    return ''
  }
}
