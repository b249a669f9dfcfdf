import 'server-only'

/** Where the beacon posts (src/app/analytics/event); scripts/serve.ts answers it directly (decision 184). */
export const ANALYTICS_EVENT_PATH = '/analytics/event'

/** The names the site may send (issue 29): page views and the steps of the funnel. */
export const EVENT_NAMES = ['pageview', 'cta_click', 'form_submitted', 'booking_made', 'sign_up', 'workspace_ready'] as const
export type EventName = (typeof EVENT_NAMES)[number]

/** First-party analytics ingestion (decision 180): every limit and length in one place. */
export const ANALYTICS = {
  /** Raw events older than this are deleted by the server's maintenance pass. */
  retentionDays: 30,
  /** Largest accepted body; a real event is about 300 bytes. */
  maxBodyBytes: 4 * 1024,
  /** Longest page URL and referrer accepted (browsers send longer ones rarely; they are refused). */
  maxUrlLength: 2048,
  /** What is kept of a path, a UTM value and a referrer host. */
  maxPathLength: 512,
  maxUtmLength: 100,
  maxHostLength: 253,
  /** Hex characters of the daily visitor id (64 bits: no collisions at our traffic). */
  visitorIdLength: 16,
  /** Events per client address per window: a busy reader sends a few a minute. */
  rateLimit: { points: 120, durationSeconds: 60 },
} as const
