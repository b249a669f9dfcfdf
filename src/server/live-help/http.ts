import 'server-only'

import type { Payload } from 'payload'

import { LIVE_HELP, LIVE_HELP_TEXTS } from '@/config/live-help'
import { LeadMetaSchema } from '@/lib/validation/lead-meta'
import { type ChatEvent, type ChatMessage, type VisitorAction, VisitorActionSchema, type VisitorState } from '@/lib/validation/live-help'
import { readCookie, httpOnlyCookie } from '@/server/auth/cookies'
import { endpoint, enforceLimit } from '@/server/endpoint'
import { ApiError } from '@/server/platform/api/errors'
import { limitKey } from '@/server/platform/http/client-ip'
import { formEnvelope, noStoreJson } from '@/server/platform/http/form-envelope'
import { Limit } from '@/server/platform/http/rate-limit'
import { openEventStream, type StreamEvent } from '@/server/platform/realtime/event-stream'

import { conversationChannel } from './channels'
import { queueTranscript, scheduleNoAnswerCheck } from './jobs'
import { agentsOnline } from './presence'
import { convertToLead } from './lead'
import { isStaffed, liveHelpSettings, staffedBy } from './staffed'
import {
  addMessage,
  announce,
  type Conversation,
  createConversation,
  deleteConversation,
  findConversationByKey,
  listMessages,
  newVisitorKey,
  nobodyThere,
  titleFor,
  updateConversation,
  visitorView,
} from './store'

/**
 * The visitor's side of Live Help (issue 47, decision 211): `/live-help` reads, acts on and deletes
 * the conversation of the browser's httpOnly session cookie, and `/live-help/stream` sends its
 * messages as they come. A visitor never names a conversation: the cookie's key is the only way
 * to one, and the database keeps only its hash.
 */

export const liveHelpEnvelope = formEnvelope({
  rate_limited: 'You are sending messages too fast. Please wait a moment and try again.',
  internal_error: 'Your message could not be sent. Please try again.',
})

/** Conversations one address may start per hour. */
const startLimit = new Limit({
  name: 'live-help-start',
  points: LIVE_HELP.conversationsPerHour,
  durationSeconds: 3600,
})
/** Messages per conversation per minute, and typing hints (which only publish). */
const messageLimit = new Limit({
  name: 'live-help-messages',
  points: LIVE_HELP.messagesPerMinute,
  durationSeconds: 60,
})
const typingLimit = new Limit({
  name: 'live-help-typing',
  points: 40,
  durationSeconds: 60,
})
/** Reads and stream opens per address: a page load is one or two. */
const readLimit = new Limit({
  name: 'live-help-reads',
  points: 120,
  durationSeconds: 60,
})

/** The browser's visitor key, when its cookie holds one of the shape we set. */
function cookieKey(request: Request): string | null {
  const value = readCookie(request, LIVE_HELP.cookie)
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null
}

/** The conversation of the browser's cookie, if any. */
async function visitorConversation(payload: Payload, request: Request): Promise<Conversation | null> {
  const key = cookieKey(request)
  return key ? findConversationByKey(payload, key) : null
}

/** A browser-session cookie (no expiry) only the Live Help routes receive. */
const setCookie = (key: string) => httpOnlyCookie(LIVE_HELP.cookie, key, '/live-help')
const clearCookie = () => httpOnlyCookie(LIVE_HELP.cookie, '', '/live-help', 0)

async function stateOf(payload: Payload, conversation: Conversation | null): Promise<VisitorState> {
  const { staffing, greeting } = await liveHelpSettings(payload)
  const staffed = staffedBy(staffing)
  return { staffed, agentsOnline: staffed ? await agentsOnline() : 0, greeting, conversation: conversation ? await visitorView(payload, conversation) : null }
}

/** GET /live-help: whether the team is on duty, and the browser's conversation if it has one. */
export const getVisitorState = endpoint({ envelope: liveHelpEnvelope, limits: [readLimit] }, async ({ request, payload }) => {
  const conversation = await visitorConversation(payload, request)
  return noStoreJson(await stateOf(payload, conversation))
})

const pagesWith = (seen: unknown, page: string | undefined): string[] => {
  const pages = Array.isArray(seen) ? seen.filter((p): p is string => typeof p === 'string') : []
  if (!page || pages[pages.length - 1] === page) return pages
  return [...pages, page].slice(-50)
}

async function send(payload: Payload, request: Request, client: string, action: Extract<VisitorAction, { action: 'send' }>): Promise<Response> {
  let conversation = await visitorConversation(payload, request)
  let newKey: string | null = null
  const email = action.email || undefined
  if (!conversation) {
    const staffed = await isStaffed(payload)
    // Outside office hours nobody reads it now: the email is how the visitor hears back.
    if (!staffed && !email) {
      throw new ApiError('invalid_input', 'Leave your email so we can reply: our team is offline right now.', {
        fieldErrors: {
          email: ['Leave your email so we can reply: our team is offline right now.'],
        },
      })
    }
    await enforceLimit(startLimit, limitKey(client))
    newKey = newVisitorKey()
    conversation = await createConversation(payload, {
      key: newKey,
      name: action.name,
      email,
      page: action.page,
      meta: LeadMetaSchema.parse(action.meta ?? {}),
      offline: !staffed,
    })
  } else {
    const changes: Partial<Conversation> = {}
    if (conversation.status === 'closed') changes.status = 'open'
    if (action.page && action.page !== conversation.currentPage) {
      changes.currentPage = action.page
      changes.pagesSeen = pagesWith(conversation.pagesSeen, action.page)
    }
    if (email && !conversation.email) changes.email = email
    if (action.name && !conversation.name) changes.name = action.name
    if (changes.email || changes.name) changes.title = titleFor(changes.name ?? conversation.name, changes.email ?? conversation.email)
    if (Object.keys(changes).length) conversation = await updateConversation(payload, conversation.id, changes)
  }
  await enforceLimit(messageLimit, `c${conversation.id}`)
  if ((conversation.messageCount ?? 0) >= LIVE_HELP.maxMessagesPerConversation) {
    throw new ApiError('conflict', 'This conversation is full. Please write to us by email.')
  }
  const firstMessage = !conversation.lastVisitorMessageAt
  ;({ conversation } = await addMessage(payload, conversation, {
    author: 'visitor',
    body: action.body,
  }))
  if (conversation.offline && firstMessage)
    await addMessage(payload, conversation, {
      author: 'system',
      body: conversation.email ? LIVE_HELP_TEXTS.emailSaved : LIVE_HELP_TEXTS.offline,
    })
  if (!conversation.offline && firstMessage) await scheduleNoAnswerCheck(payload, conversation.id)
  // Nobody there and now an email: the conversation becomes a lead, transcript and all.
  if (nobodyThere(conversation) && conversation.email && !conversation.lead) conversation = await convertToLead(payload, conversation)
  return noStoreJson(await stateOf(payload, conversation), 200, newKey ? { 'set-cookie': setCookie(newKey) } : {})
}

/** POST /live-help: send a message (starting the conversation), typing, a page seen, an email left, close. */
export const postVisitorAction = endpoint(
  {
    envelope: liveHelpEnvelope,
    body: VisitorActionSchema,
    maxBodyBytes: LIVE_HELP.maxBodyBytes,
  },
  async ({ request, payload, client, body }) => {
    if (body.action === 'send') return send(payload, request, client, body)
    let conversation = await visitorConversation(payload, request)
    if (!conversation) throw new ApiError('not_found', 'There is no conversation yet. Send a message first.')
    switch (body.action) {
      case 'typing':
        if ((await typingLimit.consume(`c${conversation.id}`)).allowed)
          await announce({
            type: 'typing',
            conversationId: conversation.id,
            author: 'visitor',
          })
        return new Response(null, {
          status: 204,
          headers: { 'cache-control': 'no-store' },
        })
      case 'seen':
        if (body.page && body.page !== conversation.currentPage) {
          conversation = await updateConversation(payload, conversation.id, {
            currentPage: body.page,
            pagesSeen: pagesWith(conversation.pagesSeen, body.page),
          })
          await announce({
            type: 'conversation',
            conversationId: conversation.id,
          })
        }
        return noStoreJson(await stateOf(payload, conversation))
      case 'contact': {
        const name = body.name || conversation.name || undefined
        conversation = await updateConversation(payload, conversation.id, {
          email: body.email,
          name: name ?? null,
          title: titleFor(name, body.email),
        })
        if (nobodyThere(conversation) && !conversation.lead) {
          ;({ conversation } = await addMessage(payload, conversation, {
            author: 'system',
            body: LIVE_HELP_TEXTS.emailSaved,
          }))
          conversation = await convertToLead(payload, conversation)
        }
        await announce({
          type: 'conversation',
          conversationId: conversation.id,
        })
        return noStoreJson(await stateOf(payload, conversation))
      }
      case 'close': {
        if (body.transcript && !conversation.email) {
          throw new ApiError('invalid_input', 'Leave your email to get the transcript.', {
            fieldErrors: {
              email: ['Leave your email to get the transcript.'],
            },
          })
        }
        conversation = await updateConversation(payload, conversation.id, {
          status: 'closed',
          ...(body.rating ? { rating: body.rating } : {}),
          ...(body.comment ? { ratingComment: body.comment } : {}),
        })
        if (body.transcript && conversation.email) await queueTranscript(payload, conversation.id, conversation.email)
        await announce({
          type: 'conversation',
          conversationId: conversation.id,
        })
        return noStoreJson(await stateOf(payload, conversation))
      }
    }
  },
)

/** DELETE /live-help: the visitor deletes their conversation and every message of it. */
export const deleteVisitorConversation = endpoint({ envelope: liveHelpEnvelope, limits: [readLimit] }, async ({ request, payload }) => {
  const conversation = await visitorConversation(payload, request)
  if (conversation) await deleteConversation(payload, conversation.id)
  return noStoreJson(await stateOf(payload, null), 200, {
    'set-cookie': clearCookie(),
  })
})

const STREAM_LIMITS = {
  perAddress: LIVE_HELP.streamsPerAddress,
  total: LIVE_HELP.streamsTotal,
  heartbeatMs: LIVE_HELP.heartbeatSeconds * 1000,
  maxMs: LIVE_HELP.streamMaxSeconds * 1000,
  maxQueuedBytes: 256 * 1024,
}

/** Where a reconnecting stream left off: the browser's Last-Event-ID, or `?after=` (a stream opened anew). */
export function lastSeen(request: Request): number | undefined {
  const raw = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('after')
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined
  return Number(raw)
}

const refused = (status: number, message: string, retryAfterSeconds: number) =>
  noStoreJson({ ok: false, message }, status, {
    'retry-after': String(retryAfterSeconds),
  })

/**
 * One chat stream: the stored messages after the last one seen, then what is published on `channel`.
 * The visitor's names nothing (one conversation); the inbox's events name their conversation.
 * Each side hears the other side typing.
 */
export async function chatStream(
  request: Request,
  client: string,
  options: {
    channel: string
    hears: 'agent' | 'visitor'
    inbox: boolean
    replay: () => Promise<{ conversationId: number; message: ChatMessage }[]>
    /** When the stream ends, however it ends (openEventStream's `onClose`). */
    onClose?: () => void
  },
): Promise<Response> {
  const about = (conversationId: number | undefined, data: Record<string, unknown> = {}) => (options.inbox ? { conversationId, ...data } : data)
  const messageEvent = (conversationId: number | undefined, message: { id: number }): StreamEvent => ({
    id: message.id,
    event: 'message',
    data: options.inbox ? { conversationId, message } : message,
  })
  const outcome = await openEventStream({
    signal: request.signal,
    client: limitKey(client),
    limits: STREAM_LIMITS,
    channels: [options.channel],
    onClose: options.onClose,
    replay: async () => (await options.replay()).map(({ conversationId, message }) => messageEvent(conversationId, message)),
    toEvent: (_channel, data) => {
      const event = data as ChatEvent
      if (event.type === 'message') return messageEvent(event.conversationId, event.message)
      if (event.type === 'typing') return event.author === options.hears ? { event: 'typing', data: about(event.conversationId) } : null
      if (event.type === 'conversation') return { event: 'conversation', data: about(event.conversationId) }
      return null
    },
  })
  return outcome.ok ? outcome.response : refused(outcome.status, outcome.message, outcome.retryAfterSeconds)
}

/** GET /live-help/stream: the conversation's messages and the agent's typing, as they come. */
export const visitorStream = endpoint({ envelope: liveHelpEnvelope, limits: [readLimit] }, async ({ request, payload, client }) => {
  const conversation = await visitorConversation(payload, request)
  if (!conversation) throw new ApiError('not_found', 'There is no conversation yet. Send a message first.')
  const after = lastSeen(request)
  return chatStream(request, client, {
    channel: conversationChannel(conversation.id),
    hears: 'agent',
    inbox: false,
    replay: async () => (after === undefined ? [] : (await listMessages(payload, conversation.id, after)).map((message) => ({ conversationId: conversation.id, message }))),
  })
})
