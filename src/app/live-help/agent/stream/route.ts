import { agentStream } from '@/server/live-help/agent'

export const dynamic = 'force-dynamic'

// In production our server answers this path itself (src/app/outbox-worker/route.ts registers it).
export const GET = agentStream
