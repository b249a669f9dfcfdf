import 'server-only'

import type { Payload } from 'payload'

import { LeadMetaSchema } from '@/lib/validation/lead-meta'
import { originData, storeAndEnqueue } from '@/server/leads/submit'

import { type Conversation, listMessages, transcriptText, updateConversation } from './store'

/** The webhook id of the lead a conversation becomes: one per conversation, so a retry stores it once. */
export const conversationWebhookId = (conversationId: number): string => `msg_livehelp_${conversationId}`

/** Longest transcript a lead's message carries; the whole conversation stays in the inbox. */
const MAX_TRANSCRIPT_CHARS = 60_000

/**
 * A conversation nobody could answer becomes a lead (issue 47): stored with its transcript and the
 * visit's attribution, delivered to the lead webhook and announced to sales like any contact
 * message, through the leads' own pipeline. Once per conversation.
 */
export async function convertToLead(payload: Payload, conversation: Conversation): Promise<Conversation> {
  if (conversation.lead || !conversation.email) return conversation
  const messages = await listMessages(payload, conversation.id)
  const transcript = transcriptText(messages)
  const meta = LeadMetaSchema.parse(conversation.meta ?? {})
  const name = conversation.name?.trim() || conversation.email.split('@')[0] || 'Live Help visitor'
  const { id } = await storeAndEnqueue(
    payload,
    'erpz-demo-requests',
    {
      kind: 'contact',
      name,
      email: conversation.email,
      company_name: 'Not given (Live Help)',
      message: `Live Help conversation ${conversation.id} (nobody was there to answer).\n\n${transcript}`.slice(0, MAX_TRANSCRIPT_CHARS),
      ...originData({
        ...meta,
        sourcePage: meta.sourcePage ?? conversation.currentPage ?? undefined,
      }),
    },
    conversationWebhookId(conversation.id),
    'Live Help conversation',
  )
  return updateConversation(payload, conversation.id, { lead: Number(id) })
}
