import 'server-only'

import { errors, jwtVerify, SignJWT } from 'jose'

import { ONBOARDING_TOKEN_LIFETIME_DAYS } from '@/config/behaviour'
import { env } from '@/env'

export const JWT_ALGORITHM = 'HS256'
export const JWT_AUDIENCE = 'erpz-workspace-api'
export const JWT_LIFETIME = `${ONBOARDING_TOKEN_LIFETIME_DAYS}d`

/**
 * Fixed, not PUBLIC_URL: every instance must accept every other's tokens, whatever address each
 * was started with (decision 071); JWT_SECRET is what ties a token to this deployment.
 */
export const JWT_ISSUER = 'erpz-accounts'
const key = () => new TextEncoder().encode(env.JWT_SECRET)

export type TokenClaims = { accountId: string; version: number }

export function signAccountToken(accountId: string | number, version: number): Promise<string> {
  return new SignJWT({ ver: version })
    .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
    .setSubject(String(accountId))
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(JWT_LIFETIME)
    .sign(key())
}

/** Returns the claims of a valid token, or null for anything else (wrong alg, aud, iss, expired...). */
export async function verifyAccountToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'ver'],
    })
    if (typeof payload.sub !== 'string' || !/^\d{1,15}$/.test(payload.sub)) return null
    if (typeof payload.ver !== 'number' || !Number.isInteger(payload.ver)) return null
    return { accountId: payload.sub, version: payload.ver }
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null
    throw error
  }
}
