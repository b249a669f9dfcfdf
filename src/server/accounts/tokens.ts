import 'server-only'

import crypto from 'node:crypto'

/** 256 random bits, URL-safe. Only its hash is stored. */
export const randomToken = (): string => crypto.randomBytes(32).toString('base64url')

export const hashToken = (token: string): string => crypto.createHash('sha256').update(token, 'utf8').digest('hex')
