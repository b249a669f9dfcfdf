import { slotsEndpoint } from '@/server/scheduler/http'

export const dynamic = 'force-dynamic'

export const GET = slotsEndpoint
