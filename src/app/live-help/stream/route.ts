import { visitorStream } from '@/server/live-help/http'

export const dynamic = 'force-dynamic'

// In production our server answers this path itself (src/app/outbox-worker/route.ts registers it).
export const GET = visitorStream
