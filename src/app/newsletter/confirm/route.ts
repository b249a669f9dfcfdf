import { confirmLinkEndpoint, confirmPageRedirect } from '@/server/leads/newsletter-http'

export const dynamic = 'force-dynamic'

/** The confirmation link of a newsletter sign-up (decision 170): opens the page with the Confirm button. */
export const GET = confirmPageRedirect

/** The page's button: only this confirms (issue 42). */
export const POST = confirmLinkEndpoint
