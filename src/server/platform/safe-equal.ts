import 'server-only'

import crypto from 'node:crypto'

/** Compares two secrets (signatures, tokens) in constant time; different lengths are unequal. */
export function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}
