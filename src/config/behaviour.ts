/** Timings and thresholds from SPEC §9, in one place. */
export const COOKIE_BANNER_DELAY_MS = 1000
export const SCROLL_SOLID_THRESHOLD_PX = 10
export const COOKIE_ACCEPTED_KEY = 'cookiesAccepted'
export const ONBOARDING_EMAIL_KEY = 'erpz_onboarding_email'
