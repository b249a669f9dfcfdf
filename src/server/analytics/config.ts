import 'server-only'

export { ANALYTICS_EVENT_PATH, EVENT_NAMES, type EventName } from '@/lib/analytics/events'

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
  /** Pages kept per day in the rollups (by page views); the rest of a day's long tail is dropped. */
  pagesPerDay: 500,
  /** Rows in each of the dashboard's top lists. */
  topRows: 10,
} as const
