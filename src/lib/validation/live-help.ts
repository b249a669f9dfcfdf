import * as z from './zod'

import { EMAIL_MESSAGE, MAX_LENGTH, multiLine, singleLine, tooLong } from './shared'

/**
 * Live Help's requests (issue 47), one schema per side shared by the panel, the inbox and the
 * server: what a visitor may do with their conversation, and what an agent may do with one.
 */

/** A message's text, in UTF-8 bytes (src/config/live-help.ts repeats it for the server's limits). */
export const LIVE_HELP_MESSAGE_BYTES = 4096
export const MESSAGE_TOO_LONG = 'Your message is too long: at most 4 KB (about 4,000 letters).'

const utf8Bytes = (value: string) => new TextEncoder().encode(value).length

export const messageBody = z.string('Type a message first.').check(
  z.overwrite(multiLine),
  z.trim(),
  z.minLength(1, 'Type a message first.'),
  z.refine((value) => utf8Bytes(value) <= LIVE_HELP_MESSAGE_BYTES, MESSAGE_TOO_LONG),
)

const optionalName = z.optional(z.string().check(z.overwrite(singleLine), z.trim(), z.maxLength(MAX_LENGTH.name, tooLong('Name', MAX_LENGTH.name))))
const optionalEmail = z.optional(
  z.union([z.literal(''), z.pipe(z.string(EMAIL_MESSAGE).check(z.trim(), z.maxLength(MAX_LENGTH.email, tooLong('Email', MAX_LENGTH.email))), z.email(EMAIL_MESSAGE))]),
)
// `meta` is the visit's attribution, parsed on the server only (lead-meta.ts), as the lead forms send it.
/** The site path the visitor is on (no host, no query). */
const pagePath = z.optional(z.string().check(z.maxLength(300), z.regex(/^\/[^\s?#]*$/, 'A page is a path such as /pricing.')))

export const VisitorActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('send'),
    body: messageBody,
    name: optionalName,
    email: optionalEmail,
    page: pagePath,
    meta: z.optional(z.unknown()),
  }),
  z.object({ action: z.literal('typing') }),
  z.object({ action: z.literal('seen'), page: pagePath }),
  z.object({
    action: z.literal('contact'),
    name: optionalName,
    email: z.pipe(z.string(EMAIL_MESSAGE).check(z.trim(), z.maxLength(MAX_LENGTH.email, tooLong('Email', MAX_LENGTH.email))), z.email(EMAIL_MESSAGE)),
  }),
  z.object({
    action: z.literal('close'),
    rating: z.optional(z.enum(['good', 'bad'])),
    comment: z.optional(z.string().check(z.overwrite(multiLine), z.trim(), z.maxLength(1000, tooLong('Comment', 1000)))),
    transcript: z.optional(z.boolean()),
  }),
])
export type VisitorAction = z.output<typeof VisitorActionSchema>

export const AgentActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('reply'), body: messageBody }),
  z.object({ action: z.literal('claim') }),
  z.object({
    action: z.literal('assign'),
    userId: z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
  }),
  z.object({ action: z.literal('close') }),
  z.object({ action: z.literal('reopen') }),
  z.object({ action: z.literal('typing') }),
  z.object({ action: z.literal('read') }),
])
export type AgentAction = z.output<typeof AgentActionSchema>

export const INBOX_VIEWS = ['waiting', 'open', 'mine', 'closed'] as const
export type InboxView = (typeof INBOX_VIEWS)[number]

/** A message as both sides see it. */
export type ChatMessage = {
  id: number
  author: 'visitor' | 'agent' | 'system'
  agentName?: string | null
  body: string
  at: string
}

/** What the visitor's panel knows about its conversation. */
export type VisitorConversation = {
  status: 'open' | 'closed'
  /** Nobody answered in time, or outside office hours: the panel asks for an email. */
  needsEmail: boolean
  emailGiven: boolean
  agentName: string | null
  messages: ChatMessage[]
}

export type VisitorState = {
  staffed: boolean
  /** Agents with the inbox open now, on any instance (0 off duty). */
  agentsOnline: number
  greeting: string
  conversation: VisitorConversation | null
}

/** The events of a stream, as `event:` names with JSON data. */
export type ChatEvent =
  | { type: 'message'; conversationId: number; message: ChatMessage }
  | { type: 'typing'; conversationId: number; author: 'visitor' | 'agent' }
  | { type: 'conversation'; conversationId: number }

/** A conversation as the inbox lists it. */
export type InboxRow = {
  id: number
  title: string
  status: 'open' | 'closed'
  assignee: { id: number; name: string | null } | null
  unread: number
  lastMessageAt: string | null
  currentPage: string | null
  waitingSince: string | null
}

/** One view of the inbox, every view's count and the unread messages of open conversations. */
export type InboxList = { view: InboxView; me: number; rows: InboxRow[]; counts: Record<InboxView, number>; unread: number; online: number }

/** A conversation opened in the inbox: the visitor's context beside it, its messages, who it can go to. */
export type ConversationDetail = {
  conversation: InboxRow & {
    name: string | null
    email: string | null
    pagesSeen: string[]
    source: string | null
    campaign: string | null
    landingPage: string | null
    lead: number | null
    account: { id: number; email: string } | null
    workspaces: string[]
    rating: string | null
    ratingComment: string | null
    offline: boolean
    unanswered: boolean
  }
  messages: ChatMessage[]
  agents: { id: number; name: string }[]
}
