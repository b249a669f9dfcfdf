import { deleteVisitorConversation, getVisitorState, postVisitorAction } from '@/server/live-help/http'

export const dynamic = 'force-dynamic'

export const GET = getVisitorState
export const POST = postVisitorAction
export const DELETE = deleteVisitorConversation
