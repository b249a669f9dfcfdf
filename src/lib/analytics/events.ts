/**
 * The events the site sends to `POST /analytics/event` (issue 29): page views and the steps of the
 * funnel. Shared by the beacon's callers in the browser and the endpoint's schema.
 */
export const EVENT_NAMES = ['pageview', 'cta_click', 'form_submitted', 'booking_made', 'sign_up', 'workspace_ready'] as const
export type EventName = (typeof EVENT_NAMES)[number]

/** The events a page's own code reports through `track` (the beacon itself sends page views and clicks). */
export type TrackedEvent = Exclude<EventName, 'pageview' | 'cta_click'>

/** Where the beacon posts; scripts/serve.ts answers it directly in production (decision 184). */
export const ANALYTICS_EVENT_PATH = '/analytics/event'

/** The beacon's file in public/ (decision 181). */
export const BEACON_SRC = '/beacon.js'
