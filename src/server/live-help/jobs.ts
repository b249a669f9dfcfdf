import 'server-only'

import type { Payload } from 'payload'
import * as z from 'zod/mini'

import { LIVE_HELP_CONVERSATIONS } from '@/collections/live-help'
import { LIVE_HELP, LIVE_HELP_TEXTS } from '@/config/live-help'
import { env } from '@/env'
import { perRecipient } from '@/server/auth/limits'
import { salesAddresses } from '@/server/leads/sales-alert'
import { renderEmail } from '@/server/platform/email/layout'
import { sendTemplateEmail } from '@/server/platform/email/send'
import { logger } from '@/server/platform/log'
import { defineOutboxKind, enqueueOnce, wakeOutbox } from '@/server/platform/outbox'

import { addMessage, deleteConversation, findConversation, listMessages, transcriptText, updateConversation } from './store'

/**
 * Live Help's background work (issue 47), run by the server's outbox with nobody watching: the
 * no-answer check a visitor's first message schedules, the transcript a visitor asked for, and the
 * retention sweep.
 */

const inboxLink = (id: number) => new URL(`/admin/collections/${LIVE_HELP_CONVERSATIONS}?conversation=${id}`, `${env.PUBLIC_URL}/`).toString()

/** Who hears that a visitor waits: LIVE_HELP_ALERT_EMAILS, else the sales addresses. */
async function onDutyAddresses(payload: Payload): Promise<string[]> {
  return env.LIVE_HELP_ALERT_EMAILS.length ? [...new Set(env.LIVE_HELP_ALERT_EMAILS.map((a) => a.toLowerCase()))] : salesAddresses(payload)
}

const ConversationInput = z.object({ conversationId: z.number() })

/**
 * Nobody answered in time: the visitor is told so in the panel and asked for an email (the
 * conversation becomes a lead once they give one), and whoever is on duty gets an email.
 */
export const liveHelpNoAnswerJob = defineOutboxKind('live-help-no-answer', {
  parse: (input) => ConversationInput.parse(input),
  run: async ({ payload, input }) => {
    const conversation = await findConversation(payload, input.conversationId)
    if (!conversation || conversation.status !== 'open' || conversation.lastAgentMessageAt || conversation.unansweredAt) return { status: 'done' }
    const marked = await updateConversation(payload, conversation.id, {
      unansweredAt: new Date().toISOString(),
    })
    await addMessage(payload, marked, {
      author: 'system',
      body: conversation.email ? LIVE_HELP_TEXTS.emailSaved : LIVE_HELP_TEXTS.noAnswer,
    })
    const to = await onDutyAddresses(payload)
    if (!to.length) logger.warn({ conversation: conversation.id }, 'live help: a visitor waits and nobody is configured to hear of it (LIVE_HELP_ALERT_EMAILS)')
    const minutes = Math.round(LIVE_HELP.noAnswerSeconds() / 6) / 10
    const who = conversation.name || conversation.email || 'A visitor'
    const content = renderEmail(
      `Live Help: ${who} is waiting`.slice(0, 200),
      [`${who} wrote in Live Help${conversation.currentPage ? ` on ${conversation.currentPage}` : ''} and nobody has answered for ${minutes} minutes.`],
      { href: inboxLink(conversation.id), label: 'Answer in the inbox' },
      'You get this email because your address is on duty for Live Help (LIVE_HELP_ALERT_EMAILS, else the sales alert addresses).',
    )
    for (const address of to) await sendTemplateEmail(payload, address, content, { internal: true })
    return { status: 'done' }
  },
  maxAttempts: () => 8,
  retryBaseMs: () => 5_000,
})

/** Schedules the no-answer check of a conversation, once (its first visitor message). */
export async function scheduleNoAnswerCheck(payload: Payload, conversationId: number): Promise<void> {
  const runAt = new Date(Date.now() + LIVE_HELP.noAnswerSeconds() * 1000)
  const queued = await enqueueOnce(payload, liveHelpNoAnswerJob, { conversationId }, { dedupeKey: `live-help-no-answer:${conversationId}`, among: 'any', runAt })
  if (queued === 'queued') wakeOutbox()
}

const TranscriptInput = z.object({
  conversationId: z.number(),
  to: z.string(),
})

/** The transcript a visitor asked for when closing the conversation. */
export const liveHelpTranscriptJob = defineOutboxKind('live-help-transcript-mail', {
  parse: (input) => TranscriptInput.parse(input),
  run: async ({ payload, input }) => {
    const conversation = await findConversation(payload, input.conversationId)
    if (!conversation) return { status: 'done' }
    const messages = await listMessages(payload, conversation.id)
    await sendTemplateEmail(payload, input.to, renderEmail('Your Live Help conversation with ERPZ', [transcriptText(messages)], null, 'You asked for this transcript when you ended the chat.'), perRecipient)
    return { status: 'done' }
  },
  maxAttempts: () => 8,
  retryBaseMs: () => 5_000,
})

export async function queueTranscript(payload: Payload, conversationId: number, to: string): Promise<'queued' | 'already_queued'> {
  const queued = await enqueueOnce(payload, liveHelpTranscriptJob, { conversationId, to }, { dedupeKey: `live-help-transcript:${conversationId}`, among: 'pending' })
  if (queued === 'queued') wakeOutbox()
  return queued
}

/**
 * Transcripts past their retention (days since the last message) are deleted, with their messages,
 * by the server's maintenance pass; at most `batch` per pass.
 */
export async function pruneLiveHelp(payload: Payload, now = Date.now(), batch = 100): Promise<number> {
  const before = new Date(now - LIVE_HELP.retentionDays() * 24 * 3600_000).toISOString()
  const { docs } = await payload.find({
    collection: LIVE_HELP_CONVERSATIONS,
    where: {
      or: [
        { lastMessageAt: { less_than: before } },
        {
          and: [{ lastMessageAt: { exists: false } }, { createdAt: { less_than: before } }],
        },
      ],
    },
    limit: batch,
    depth: 0,
    overrideAccess: true,
    select: { lastMessageAt: true },
  })
  for (const doc of docs) await deleteConversation(payload, doc.id)
  if (docs.length) logger.info({ deleted: docs.length }, 'live help: transcripts past their retention deleted')
  return docs.length
}
