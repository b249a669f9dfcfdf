import { leadEndpoint } from '@/server/leads/http'

export const dynamic = 'force-dynamic'

export const POST = leadEndpoint('newsletter')
