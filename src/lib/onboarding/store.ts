'use client'

/**
 * The onboarding state and API token in localStorage, shared by every screen through
 * useSyncExternalStore. On the server and before hydration the snapshot is null ("not known yet"),
 * which lets gated screens render nothing instead of flashing protected content.
 */
import { useSyncExternalStore } from 'react'

import { INVITATION_CODE_KEY, STATE_KEY, TOKEN_KEY } from './config'
import { initialState, parseState, type OnboardingState } from './state'

export type Session = { state: OnboardingState; token: string }

const listeners = new Set<() => void>()
let cache: { rawState: string | null; token: string | null; session: Session } | null = null

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage disabled by the browser
  }
}

function read(): Session {
  const store = storage()
  const rawState = store?.getItem(STATE_KEY) ?? null
  const token = store?.getItem(TOKEN_KEY) ?? null
  if (!cache || cache.rawState !== rawState || cache.token !== token) {
    cache = { rawState, token, session: { state: parseState(rawState), token: token ?? '' } }
  }
  return cache.session
}

function emit() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STATE_KEY || event.key === TOKEN_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function getSession(): Session {
  return read()
}

export function getToken(): string {
  return read().token
}

export function updateState(change: (state: OnboardingState) => OnboardingState) {
  const next = change(read().state)
  storage()?.setItem(STATE_KEY, JSON.stringify(next))
  emit()
}

export function setToken(token: string) {
  const store = storage()
  if (token) store?.setItem(TOKEN_KEY, token)
  else store?.removeItem(TOKEN_KEY)
  emit()
}

export function resetOnboarding() {
  storage()?.setItem(STATE_KEY, JSON.stringify(initialState))
  setToken('')
}

export function getInvitationCode(): string {
  return storage()?.getItem(INVITATION_CODE_KEY) ?? ''
}

export function setInvitationCode(code: string) {
  const store = storage()
  if (code) store?.setItem(INVITATION_CODE_KEY, code)
  else store?.removeItem(INVITATION_CODE_KEY)
}

export function readLocal(key: string): string {
  return storage()?.getItem(key) ?? ''
}

/** The session, or null during server rendering and hydration. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, read, () => null)
}
