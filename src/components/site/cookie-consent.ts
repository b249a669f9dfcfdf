'use client'

import { COOKIE_ACCEPTED_KEY, COOKIE_CONSENT_KEY } from '@/config/behaviour'

/**
 * The visitor's cookie choice. `all` from the banner's Accept All, `essential` from the Cookie
 * Settings dialog; today both mean the same storage (the site keeps only essential items,
 * src/content/site-storage.ts), and the record says which one the visitor made and when.
 */
export type CookieChoice = 'all' | 'essential'
export type CookieConsent = { choice: CookieChoice; decidedAt: string }

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null // storage blocked: the banner shows again next time, nothing breaks
  }
}

export function readConsent(): CookieConsent | null {
  const raw = storage()?.getItem(COOKIE_CONSENT_KEY)
  if (raw) {
    try {
      const value: unknown = JSON.parse(raw)
      if (typeof value === 'object' && value !== null && 'choice' in value && 'decidedAt' in value) {
        const { choice, decidedAt } = value
        if ((choice === 'all' || choice === 'essential') && typeof decidedAt === 'string') return { choice, decidedAt }
      }
    } catch {
      // unreadable: treated as no choice
    }
  }
  return null
}

/** Whether the visitor has decided: a choice on record, or SPEC's `cookiesAccepted` flag. */
export function hasDecided(): boolean {
  return readConsent() !== null || storage()?.getItem(COOKIE_ACCEPTED_KEY) === 'true'
}

export function recordConsent(choice: CookieChoice): void {
  const store = storage()
  if (!store) return
  try {
    store.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ choice, decidedAt: new Date().toISOString() } satisfies CookieConsent))
    store.setItem(COOKIE_ACCEPTED_KEY, 'true')
  } catch {
    // quota or blocked storage: the choice holds for this page view only
  }
}

/** "Cookie Settings" anywhere on the page (banner, footer) asks the one dialog to open. */
const listeners = new Set<() => void>()

export function onCookieSettingsRequested(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function requestCookieSettings(): void {
  for (const listener of listeners) listener()
}
