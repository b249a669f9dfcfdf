'use client'

import { useSyncExternalStore } from 'react'

import { ONBOARDING_EMAIL_KEY } from '@/config/behaviour'
import { noSubscription } from '@/lib/no-subscription'

import { Scheduler } from './scheduler'

const MODE = { kind: 'book', type: 'onboarding' } as const

/** The account's email: from the completion screen's link, or the onboarding visit on this device. */
function accountEmail(): string {
  const fromLink = new URLSearchParams(window.location.search).get('email')
  let stored: string | null = null
  try {
    stored = window.localStorage.getItem(ONBOARDING_EMAIL_KEY)
  } catch {
    stored = null
  }
  return (fromLink ?? stored ?? '').slice(0, 254)
}

export function OnboardingCallScheduler() {
  const email = useSyncExternalStore(noSubscription, accountEmail, () => '')
  // Keyed by the email so the form's default value is the account's once it is known.
  return <Scheduler key={email} mode={MODE} prefill={email ? { email } : {}} />
}
