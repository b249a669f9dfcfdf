import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { Users } from '@/collections/users'
import * as behaviour from '@/config/behaviour'
import * as onboarding from '@/lib/onboarding/config'
import { JWT_LIFETIME } from '@/server/auth/jwt'
import { cookieName, OIDC_COOKIE_MAX_AGE_S, OIDC_PROVIDERS } from '@/server/auth/oidc'

import { essentialStorage, optionalStorage } from './site-storage'

const listed = [...essentialStorage, ...optionalStorage].flatMap((item) => item.names)
const lifetimeOf = (name: string) => essentialStorage.find((item) => item.names.includes(name))?.lifetime

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('what the Cookie Settings dialog lists', () => {
  it('names every localStorage key the code defines', () => {
    const keys = [
      behaviour.COOKIE_ACCEPTED_KEY,
      behaviour.COOKIE_CONSENT_KEY,
      behaviour.FIRST_TOUCH_KEY,
      behaviour.ONBOARDING_EMAIL_KEY,
      onboarding.STATE_KEY,
      onboarding.TOKEN_KEY,
      onboarding.INVITATION_CODE_KEY,
    ]
    for (const key of keys) expect(listed).toContain(key)
    // Every `*_KEY` constant in the two modules that hold storage keys is one of them.
    const defined = [...Object.entries(behaviour), ...Object.entries(onboarding)].filter(([name]) => name.endsWith('_KEY'))
    expect(defined.map(([, value]) => value).sort()).toEqual([...keys].sort())
  })

  it('every key the source writes to browser storage is listed, and nothing writes cookies from script', () => {
    const constants: Record<string, unknown> = { ...behaviour, ...onboarding }
    const written: string[] = []
    for (const file of sourceFiles(path.resolve(import.meta.dirname, '..'))) {
      const source = fs.readFileSync(file, 'utf8')
      expect(source, file).not.toMatch(/document\.cookie\s*=|sessionStorage/)
      for (const match of source.matchAll(/\.setItem\(\s*([A-Z_]+)\s*,/g)) written.push(String(constants[match[1] ?? '']))
    }
    expect(written.length).toBeGreaterThanOrEqual(6)
    for (const key of written) expect(listed).toContain(key)
  })

  it('names the sign-in cookies with the lifetimes the server gives them', () => {
    for (const provider of OIDC_PROVIDERS) expect(listed).toContain(cookieName(provider))
    expect(OIDC_COOKIE_MAX_AGE_S).toBe(600)
    expect(lifetimeOf('erpz_oidc_google')).toMatch(/^10 minutes/)
    expect(JWT_LIFETIME).toBe('7d')
    expect(lifetimeOf(onboarding.TOKEN_KEY)).toContain('7 days')
    expect(Users.auth).toMatchObject({ tokenExpiration: behaviour.CMS_SESSION_HOURS * 60 * 60 })
    expect(lifetimeOf('payload-token')).toBe('8 hours')
  })

  it('gives every item a purpose and a lifetime', () => {
    for (const item of essentialStorage) {
      expect(item.purpose.length).toBeGreaterThan(20)
      expect(item.lifetime.length).toBeGreaterThan(3)
    }
  })
})
