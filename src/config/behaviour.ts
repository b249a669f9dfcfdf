/** Timings and thresholds from SPEC §9, in one place. */
export const COOKIE_BANNER_DELAY_MS = 1000
export const SCROLL_SOLID_THRESHOLD_PX = 10
export const COOKIE_ACCEPTED_KEY = 'cookiesAccepted'
export const ONBOARDING_EMAIL_KEY = 'erpz_onboarding_email'
/**
 * The visitor's cookie choice ({ choice, decidedAt }), recorded by the banner's Accept All or the
 * Cookie Settings dialog; `cookiesAccepted` is still set to true as SPEC §3 asks.
 */
export const COOKIE_CONSENT_KEY = 'erpz_cookie_consent'
/**
 * The visitor's first visit (landing page, referrer, campaign tags, when), kept only after Accept
 * All and only for FIRST_TOUCH_DAYS, so a lead sent pages or days later still names its campaign.
 */
export const FIRST_TOUCH_KEY = 'erpz_first_touch'
export const FIRST_TOUCH_DAYS = 30
/** How long a Google/Microsoft sign-in may take: the life of the cookie that binds it to the browser. */
export const OIDC_COOKIE_MAX_AGE_S = 600
/** Lifetime of the onboarding sign-in (the workspace API's JWT, kept in localStorage). */
export const ONBOARDING_TOKEN_LIFETIME_DAYS = 7
/** Lifetime of a CMS staff sign-in (Payload's `tokenExpiration` on users; a unit test pins the two). */
export const CMS_SESSION_HOURS = 8
/**
 * Toasts sit below the site's header (nav and the onboarding header are both 64 px high), so none
 * covers the nav buttons or Live Help: the header height plus a gap, on desktop and on phones.
 */
export const HEADER_HEIGHT_PX = 64
export const TOAST_OFFSET_PX = { desktop: HEADER_HEIGHT_PX + 16, mobile: HEADER_HEIGHT_PX + 8 }

/**
 * The built-in scheduler (issue 17). SPEC §9 gives the 30-minute meeting and the office hours
 * (Monday to Friday 9:00 AM - 6:00 PM PST); the rest is ours. A host with no weekly hours of their
 * own gets the office hours, in the office's time zone (PST/PDT: America/Los_Angeles).
 */
export const SCHEDULER = {
  meetingTypes: {
    demo: { title: 'ERPZ product demo', minutes: 30 },
    onboarding: { title: 'ERPZ onboarding call', minutes: 30 },
  },
  officeTimeZone: 'America/Los_Angeles',
  /** ISO weekdays 1 (Monday) … 7 (Sunday), times as HH:mm in the host's time zone. */
  officeHours: [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '18:00' })),
  /** A slot must start at least this long after the visitor asks. */
  minNoticeMinutes: 4 * 60,
  /** Slots are offered this many days ahead. */
  horizonDays: 21,
  /** Free time a host keeps after each meeting unless they set their own. */
  defaultBufferMinutes: 0,
  /** The visitor's time zone when the browser does not say one. */
  fallbackTimeZone: 'America/Los_Angeles',
} as const

export type MeetingType = keyof typeof SCHEDULER.meetingTypes
export const MEETING_TYPES = Object.keys(SCHEDULER.meetingTypes) as MeetingType[]

/** Scheduler requests per client address per minute (bookings, reschedules and cancellations; slot lists). */
export const SCHEDULER_LIMITS = {
  writes: { points: 10, durationSeconds: 60 },
  reads: { points: 120, durationSeconds: 60 },
  maxBodyBytes: 16 * 1024,
} as const

/**
 * Uploaded images (issue 30). Every sized copy and every optimised width decodes the whole image,
 * so its pixel count is what an upload costs in memory and CPU; sharp's own cap (268 MP) let one
 * 16,000 × 16,000 PNG hold the server at 862 MB. 40 MP is a 50-megapixel camera's frame cropped,
 * or 8,000 × 5,000: more than any hero needs.
 */
export const MEDIA_LIMITS = {
  maxPixels: 40_000_000,
  /** Largest file accepted (Payload's upload limit and the edge's body limit for media uploads). */
  maxBytes: 20 * 1024 * 1024,
} as const

/**
 * Request bodies, bounded at the server's edge (scripts/serve.ts, decision 190) before anything
 * parses them. JSON.parse turns 1 MB of `[{},{},…]` into about 23 MB of heap, so the size of one
 * body and the bytes in flight at once are both capped. Routes with their own smaller limits
 * (the forms' 32 KB, the scheduler's 16 KB) keep them behind this one.
 */
export const REQUEST_BODY_LIMITS = {
  /** Any body, unless a route below allows more. */
  defaultBytes: 1024 * 1024,
  /** A signed-in CMS user's saves (the admin sends the whole document and its form state). */
  staffBytes: 8 * 1024 * 1024,
  /** Bodies up to this size are never held back by the in-flight budgets below. */
  smallBytes: 64 * 1024,
  /** Bytes of larger bodies in flight at once, per pool; a body that does not fit waits. */
  inFlightBytes: { anonymous: 4 * 1024 * 1024, staff: 48 * 1024 * 1024, upload: 24 * 1024 * 1024 },
  /** How long a larger body waits for room before it is answered 503. */
  waitMs: 5_000,
  /** Requests waiting for room at once, per pool; more are answered 503 at once. */
  maxWaiting: 32,
} as const

/**
 * `npm start`'s supervisor (scripts/lib/supervisor.ts, decision 190): it restarts a crashed server
 * after a wait that doubles per crash up to `maxBackoffMs`, and never gives up; `loopCrashes`
 * within `windowMs` is a crash loop, an alarm in the log and in /metrics.
 */
export const SUPERVISOR = {
  initialBackoffMs: 250,
  /** Ten crashes a minute still leave the site answering within seconds of the last (issue 42). */
  maxBackoffMs: 10_000,
  loopCrashes: 5,
  windowMs: 60_000,
} as const
