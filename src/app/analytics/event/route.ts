import { eventEndpoint } from '@/server/analytics/http'

export const dynamic = 'force-dynamic'

/** First-party analytics: page views and conversions from the site (issue 29, decision 180). */
export const POST = eventEndpoint
