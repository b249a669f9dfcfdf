import { cancelEndpoint } from '@/server/scheduler/http'

export const dynamic = 'force-dynamic'

export const POST = cancelEndpoint
