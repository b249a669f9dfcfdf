import { unsubscribeLinkEndpoint, unsubscribePageRedirect } from '@/server/leads/newsletter-http'

export const dynamic = 'force-dynamic'

/** The link in every newsletter email: opens the page with the Unsubscribe button. */
export const GET = unsubscribePageRedirect

/** RFC 8058 one-click unsubscribe (List-Unsubscribe-Post), and the page's button. */
export const POST = unsubscribeLinkEndpoint
