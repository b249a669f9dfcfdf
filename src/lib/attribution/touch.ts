/**
 * Where a visitor came from, in the browser (issue 29, decision 169). The page this visit landed on
 * is kept in memory for the visit (client-side navigation keeps the module); with Accept All it is
 * also remembered on the device for FIRST_TOUCH_DAYS as the visitor's first touch, and every lead
 * form sends it. With essential only nothing is stored and a form sends the current page only.
 */
import { COOKIE_CONSENT_KEY, FIRST_TOUCH_DAYS, FIRST_TOUCH_KEY } from '@/config/behaviour'
import type { FirstTouch, LeadMeta } from '@/lib/validation/lead-meta'

const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const
const DAY_MS = 24 * 60 * 60 * 1000

function utmOf(search: string): LeadMeta['utm'] {
  const params = new URLSearchParams(search)
  const utm: NonNullable<LeadMeta['utm']> = {}
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`)
    if (value) utm[key] = value.slice(0, 200)
  }
  return Object.keys(utm).length ? utm : undefined
}

/** The page the browser shows now, its referrer and its campaign tags. */
export function currentMeta(): LeadMeta {
  return {
    sourcePage: window.location.pathname.slice(0, 300),
    referrer: document.referrer ? document.referrer.slice(0, 1000) : undefined,
    utm: utmOf(window.location.search),
  }
}

/** This visit's arrival, taken when the site's script first ran on the landing page. */
const landing: FirstTouch | null =
  typeof window === 'undefined'
    ? null
    : {
        landingPage: window.location.pathname.slice(0, 300),
        referrer: document.referrer ? document.referrer.slice(0, 1000) : undefined,
        utm: utmOf(window.location.search),
        at: new Date().toISOString(),
      }

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function acceptedAll(store: Storage): boolean {
  try {
    const value: unknown = JSON.parse(store.getItem(COOKIE_CONSENT_KEY) ?? 'null')
    return typeof value === 'object' && value !== null && 'choice' in value && value.choice === 'all'
  } catch {
    return false
  }
}

/** The remembered first touch, when the visitor accepted all and it is younger than 30 days. */
export function storedFirstTouch(now = Date.now()): FirstTouch | null {
  const store = storage()
  if (!store || !acceptedAll(store)) return null
  try {
    const value = JSON.parse(store.getItem(FIRST_TOUCH_KEY) ?? 'null') as FirstTouch | null
    if (!value || typeof value !== 'object' || typeof value.at !== 'string') return null
    const at = Date.parse(value.at)
    if (!Number.isFinite(at) || now - at > FIRST_TOUCH_DAYS * DAY_MS) return null
    return value
  } catch {
    return null
  }
}

/**
 * After Accept All (and on every later page, in case the record expired or was cleared): keeps
 * this visit's landing as the first touch unless a valid one is already stored.
 */
export function rememberFirstTouch(now = Date.now()): void {
  const store = storage()
  if (!store || !landing || !acceptedAll(store) || storedFirstTouch(now)) return
  try {
    store.setItem(FIRST_TOUCH_KEY, JSON.stringify(landing))
  } catch {
    // quota or blocked storage: the forms send the current page only
  }
}

/** Essential only: the first touch is not kept. */
export function forgetFirstTouch(): void {
  try {
    storage()?.removeItem(FIRST_TOUCH_KEY)
  } catch {
    // nothing to do
  }
}

/** What a lead form sends as its meta: the current page, plus the first touch with consent. */
export function leadMeta(): LeadMeta {
  const first = storedFirstTouch()
  return first ? { ...currentMeta(), firstTouch: first } : currentMeta()
}
