import { rescheduleEndpoint } from '@/server/scheduler/http'

export const dynamic = 'force-dynamic'

export const POST = rescheduleEndpoint
