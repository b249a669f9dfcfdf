/**
 * Whether a request carries a signed-in CMS user's session, checked at the edge only to choose how
 * large a body it may send (decision 190): the admin saves whole documents, a stranger gets 1 MB.
 * The cookie is Payload's own JWT (HS256, keyed as Payload keys it: the first 32 hex characters of
 * SHA-256 of PAYLOAD_SECRET). Payload still checks the session itself on every request; a token
 * that verifies here buys a larger body limit, nothing else.
 */
import crypto from 'node:crypto'

const COOKIE = 'payload-token'

/** What the admin's cookie is signed with, derived from PAYLOAD_SECRET as Payload derives it. */
export function payloadSigningKey(payloadSecret: string): Buffer {
  return Buffer.from(crypto.createHash('sha256').update(payloadSecret).digest('hex').slice(0, 32))
}

type Claims = { exp?: unknown }

/**
 * Verifies an HS256 JWT and its expiry, synchronously: the edge decides a body's limit in the
 * request listener, before the first chunk of the body arrives.
 */
export function verifyHs256(token: string, key: Buffer, nowSeconds: number): boolean {
  const parts = token.split('.')
  if (parts.length !== 3) return false
  const [header, payload, signature] = parts as [string, string, string]
  const expected = crypto.createHmac('sha256', key).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return false
  try {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims
    return alg === 'HS256' && typeof exp === 'number' && exp > nowSeconds
  } catch {
    return false
  }
}

function tokenFrom(cookieHeader: string | undefined, authorization: string | undefined): string | undefined {
  const bearer = /^JWT\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  if (bearer) return bearer
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === COOKIE) return value.join('=')
  }
  return undefined
}

export function staffSessionChecker(payloadSecret: string) {
  const key = payloadSigningKey(payloadSecret)
  return (headers: { cookie?: string; authorization?: string }, now = Date.now()): boolean => {
    const token = tokenFrom(headers.cookie, headers.authorization)
    // A JWT of any real session is well under 4 KB; a longer one is not worth verifying.
    if (!token || token.length > 4096) return false
    return verifyHs256(token, key, Math.floor(now / 1000))
  }
}
