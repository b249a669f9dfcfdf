import { agentInbox } from '@/server/live-help/agent'

export const dynamic = 'force-dynamic'

export const GET = agentInbox
