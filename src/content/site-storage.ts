/**
 * Everything the site keeps in a visitor's browser, listed in the Cookie Settings dialog: the
 * essential items, and the one optional item kept only after Accept All (the first touch, issue 29).
 * The site sets no analytics or advertising cookies (its analytics are cookieless). Lifetimes
 * come from the settings that decide them. `src/content/site-storage.test.ts` checks the list
 * against the code that sets each item; a new cookie or localStorage key belongs here.
 */
import {
  CMS_SESSION_HOURS,
  COOKIE_ACCEPTED_KEY,
  COOKIE_CONSENT_KEY,
  FIRST_TOUCH_DAYS,
  FIRST_TOUCH_KEY,
  OIDC_COOKIE_MAX_AGE_S,
  ONBOARDING_EMAIL_KEY,
  ONBOARDING_TOKEN_LIFETIME_DAYS,
} from '@/config/behaviour'
import { INVITATION_CODE_KEY, STATE_KEY, TOKEN_KEY } from '@/lib/onboarding/config'

export type StoredItem = {
  /** Cookie or localStorage key names, as the browser's developer tools show them. */
  names: readonly string[]
  kind: 'Cookie' | 'Local storage'
  purpose: string
  lifetime: string
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`
const UNTIL_CLEARED = 'Until you clear this site’s data in your browser'

export const essentialStorage: readonly StoredItem[] = [
  {
    names: [COOKIE_ACCEPTED_KEY, COOKIE_CONSENT_KEY],
    kind: 'Local storage',
    purpose: 'Remembers your cookie choice, so the banner is not shown again.',
    lifetime: UNTIL_CLEARED,
  },
  {
    names: [ONBOARDING_EMAIL_KEY],
    kind: 'Local storage',
    purpose: 'The email address you entered to start a free trial, to fill in the sign-up form.',
    lifetime: UNTIL_CLEARED,
  },
  {
    names: [TOKEN_KEY],
    kind: 'Local storage',
    purpose: 'Keeps you signed in while you set up your workspace.',
    lifetime: `The sign-in it holds expires after ${plural(ONBOARDING_TOKEN_LIFETIME_DAYS, 'day')}`,
  },
  {
    names: [STATE_KEY],
    kind: 'Local storage',
    purpose: 'Your onboarding progress: workspace address, industry, role, invited colleagues and the steps done.',
    lifetime: UNTIL_CLEARED,
  },
  {
    names: [INVITATION_CODE_KEY],
    kind: 'Local storage',
    purpose: 'The code from a workspace invitation link, until you sign up or sign in to join.',
    lifetime: 'Until you sign up or sign in',
  },
  {
    names: ['erpz_oidc_google', 'erpz_oidc_microsoft'],
    kind: 'Cookie',
    purpose: 'Set when you sign in with Google or Microsoft: ties the provider’s answer to this browser. Not readable by scripts.',
    lifetime: `${plural(OIDC_COOKIE_MAX_AGE_S / 60, 'minute')}, deleted when the sign-in finishes`,
  },
  {
    names: ['payload-token'],
    kind: 'Cookie',
    purpose: 'ERPZ staff only: keeps a team member signed in to the content system at /admin.',
    lifetime: plural(CMS_SESSION_HOURS, 'hour'),
  },
  {
    names: ['payload-theme', 'payload-lng'],
    kind: 'Cookie',
    purpose: 'ERPZ staff only: the colour theme and language chosen in the content system.',
    lifetime: '1 year',
  },
]

/** Kept only when the visitor chose Accept All (decision 169). */
export const optionalStorage: readonly StoredItem[] = [
  {
    names: [FIRST_TOUCH_KEY],
    kind: 'Local storage',
    purpose:
      'How you first found us (the page you arrived on, the referring site and campaign tags), sent with a form you fill in so our team knows which campaign brought you.',
    lifetime: plural(FIRST_TOUCH_DAYS, 'day'),
  },
]
