import { bookEndpoint } from '@/server/scheduler/http'

export const dynamic = 'force-dynamic'

export const POST = bookEndpoint
