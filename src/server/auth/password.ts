import 'server-only'

import { hash, verify } from '@node-rs/argon2'

import { env } from '@/env'

/** OWASP/ASVS minimums for argon2id: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id (a const enum, not importable under isolatedModules).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

const pepper = () => Buffer.from(env.PASSWORD_PEPPER, 'utf8')

/** `wirePassword` is the 32-hex MD5 the browser sends, already lower-cased (docs/decisions/040). */
export function hashPassword(wirePassword: string): Promise<string> {
  return hash(wirePassword, { ...ARGON2_OPTIONS, secret: pepper() })
}

let dummyHash: Promise<string> | undefined

/**
 * Verifies against the stored hash, or against a throwaway hash when there is none, so an unknown
 * email costs the same time as a wrong password.
 */
export async function verifyPassword(storedHash: string | null | undefined, wirePassword: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('0'.repeat(32))
    await verify(await dummyHash, wirePassword, { secret: pepper() }).catch(() => false)
    return false
  }
  try {
    return await verify(storedHash, wirePassword, { secret: pepper() })
  } catch {
    return false
  }
}
