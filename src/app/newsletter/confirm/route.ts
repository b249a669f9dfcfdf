import { confirmLinkEndpoint } from '@/server/leads/newsletter-http'

export const dynamic = 'force-dynamic'

/** The confirmation link of a newsletter sign-up (decision 170). */
export const GET = confirmLinkEndpoint
