import 'server-only'

import { errors, jwtVerify, SignJWT } from 'jose'

import { env } from '@/env'

const ALGORITHM = 'HS256'
const ISSUER = 'erpz-scheduler'
const AUDIENCE = 'erpz-booking-manage'
/** The link works until a week after the meeting's original end. */
const GRACE_S = 7 * 24 * 3600
const key = () => new TextEncoder().encode(env.JWT_SECRET)

/**
 * The signed link in booking emails that lets the visitor cancel or reschedule without an account
 * (decision 113): the booking id and its calendar UID, signed with JWT_SECRET under its own
 * audience, so no workspace token is ever accepted as one or the other way round.
 */
export function signManageToken(bookingId: string, uid: string, end: Date): Promise<string> {
  return new SignJWT({ uid })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(bookingId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(end.getTime() / 1000) + GRACE_S)
    .sign(key())
}

export async function verifyManageToken(token: string): Promise<{ bookingId: string; uid: string } | null> {
  if (typeof token !== 'string' || token.length > 2000) return null
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ['sub', 'exp'] })
    if (typeof payload.sub !== 'string' || !/^[\w-]{1,40}$/.test(payload.sub) || typeof payload.uid !== 'string') return null
    return { bookingId: payload.sub, uid: payload.uid }
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null
    throw error
  }
}
