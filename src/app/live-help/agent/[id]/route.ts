import { agentAction, agentConversation } from '@/server/live-help/agent'

export const dynamic = 'force-dynamic'

export const GET = agentConversation
export const POST = agentAction
