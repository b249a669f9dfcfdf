import 'server-only'

import crypto from 'node:crypto'

import type { Payload, Where } from 'payload'

import { LIVE_HELP_CONVERSATIONS, LIVE_HELP_MESSAGES } from '@/collections/live-help'
import { LIVE_HELP } from '@/config/live-help'
import type { ChatEvent, ChatMessage, VisitorConversation } from '@/lib/validation/live-help'
import type { LiveHelpConversation, LiveHelpMessage, User } from '@/payload-types'
import { publish } from '@/server/platform/realtime/bus'

import { conversationChannel, INBOX_CHANNEL } from './channels'

/**
 * Live Help's storage (issue 47, decision 211): conversations and their messages, written by the
 * server only, and the events every write publishes to the visitor's and the agents' streams.
 */

export type Conversation = LiveHelpConversation
export type AuthorKind = ChatMessage['author']

/** The stored form of a visitor's key: their cookie holds the key, the database its hash. */
export const visitorKeyHash = (key: string): string => crypto.createHash('sha256').update(key).digest('hex')
export const newVisitorKey = (): string => crypto.randomBytes(32).toString('base64url')

/** A relationship's id, whether Payload gave the id or the document. */
export const idOf = (value: unknown): number | null => (value == null ? null : typeof value === 'object' ? ((value as { id?: number }).id ?? null) : Number(value))

/** A CMS user as a visitor sees them: their first name, never their email. */
export function agentDisplayName(user: Pick<User, 'name' | 'email'> | null | undefined): string | null {
  if (!user) return null
  const name = user.name?.trim()
  return name ? (name.split(/\s+/)[0] ?? name) : 'ERPZ team'
}

export async function findConversationByKey(payload: Payload, key: string): Promise<Conversation | null> {
  const { docs } = await payload.find({
    collection: LIVE_HELP_CONVERSATIONS,
    where: { visitorKey: { equals: visitorKeyHash(key) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export async function findConversation(payload: Payload, id: number | string): Promise<Conversation | null> {
  const found = await payload.find({
    collection: LIVE_HELP_CONVERSATIONS,
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

export function titleFor(name?: string | null, email?: string | null): string {
  return (name?.trim() || email?.trim() || 'Visitor').slice(0, 200)
}

export async function createConversation(
  payload: Payload,
  input: {
    key: string
    name?: string
    email?: string
    page?: string
    meta?: unknown
    offline: boolean
  },
): Promise<Conversation> {
  return payload.create({
    collection: LIVE_HELP_CONVERSATIONS,
    data: {
      title: titleFor(input.name, input.email),
      visitorKey: visitorKeyHash(input.key),
      status: 'open',
      name: input.name || null,
      email: input.email || null,
      offline: input.offline,
      currentPage: input.page ?? null,
      pagesSeen: input.page ? [input.page] : [],
      meta: (input.meta as Record<string, unknown> | undefined) ?? null,
      messageCount: 0,
      agentUnread: 0,
    },
    depth: 0,
    overrideAccess: true,
  })
}

export async function updateConversation(payload: Payload, id: number, data: Partial<Conversation>): Promise<Conversation> {
  // Neither the id nor the visitor's key is ever changed through here.
  const rest: Partial<Conversation> = { ...data }
  delete rest.id
  delete rest.visitorKey
  return payload.update({
    collection: LIVE_HELP_CONVERSATIONS,
    id,
    data: rest,
    depth: 0,
    overrideAccess: true,
  })
}

type MessageDoc = LiveHelpMessage

/** The CMS users of `ids` (name and email), in one query. */
export async function usersById(payload: Payload, ids: readonly (number | null)[]): Promise<Map<number, Pick<User, 'name' | 'email'>>> {
  const unique = [...new Set(ids.filter((id): id is number => id != null))]
  if (!unique.length) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: unique } },
    limit: unique.length,
    depth: 0,
    overrideAccess: true,
    select: { name: true, email: true },
  })
  return new Map(docs.map((user) => [user.id, user]))
}

async function agentNames(payload: Payload, ids: readonly (number | null)[]): Promise<Map<number, string | null>> {
  return new Map([...(await usersById(payload, ids))].map(([id, user]) => [id, agentDisplayName(user)]))
}

function toChatMessage(doc: MessageDoc, names: Map<number, string | null>): ChatMessage {
  const agent = idOf(doc.agent)
  return {
    id: doc.id,
    author: doc.author,
    agentName: agent == null ? null : (names.get(agent) ?? 'ERPZ team'),
    body: doc.body,
    at: doc.createdAt,
  }
}

/**
 * A conversation's messages in order, the newest `LIVE_HELP.maxMessagesPerConversation` at most;
 * with `after`, those after that message (and the few seconds before it: on PostgreSQL a message
 * can commit after a later-numbered one, and the client drops what it already has by id).
 */
export async function listMessages(payload: Payload, conversationId: number, after?: number): Promise<ChatMessage[]> {
  const where: Where[] = [{ conversation: { equals: conversationId } }]
  if (after !== undefined) where.push(await afterClause(payload, after))
  const { docs } = await payload.find({
    collection: LIVE_HELP_MESSAGES,
    where: { and: where },
    sort: 'id',
    limit: LIVE_HELP.maxMessagesPerConversation,
    depth: 0,
    overrideAccess: true,
  })
  return (await chatMessages(payload, docs)).map(({ message }) => message)
}

/** Stored messages as both sides see them, each with its conversation; their agents' names in one query. */
async function chatMessages(payload: Payload, docs: MessageDoc[]): Promise<{ conversationId: number; message: ChatMessage }[]> {
  const names = await agentNames(payload, docs.map((doc) => idOf(doc.agent)))
  return docs.map((doc) => ({ conversationId: idOf(doc.conversation)!, message: toChatMessage(doc, names) }))
}

/** Messages of every conversation after `after` (the agents' stream resuming). */
export async function messagesAfter(payload: Payload, after: number): Promise<{ conversationId: number; message: ChatMessage }[]> {
  const { docs } = await payload.find({
    collection: LIVE_HELP_MESSAGES,
    where: await afterClause(payload, after),
    sort: 'id',
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  return chatMessages(payload, docs)
}

/** Messages after `after`, or written within 5 s before it (commit order is not id order on PostgreSQL). */
async function afterClause(payload: Payload, after: number): Promise<Where> {
  const seen = await payload.find({
    collection: LIVE_HELP_MESSAGES,
    where: { id: { equals: after } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { createdAt: true },
  })
  const at = seen.docs[0]?.createdAt
  if (!at) return { id: { greater_than: after } }
  return {
    or: [
      { id: { greater_than: after } },
      {
        createdAt: {
          greater_than_equal: new Date(new Date(at).getTime() - 5_000).toISOString(),
        },
      },
    ],
  }
}

/** Publishes an event to the conversation's listeners and to the agents' inbox. */
export async function announce(event: ChatEvent): Promise<void> {
  await Promise.all([publish(conversationChannel(event.conversationId), event), publish(INBOX_CHANNEL, event)])
}

/**
 * Stores a message, brings the conversation's counters up to date and announces it. Returns the
 * message as both sides see it.
 */
export async function addMessage(
  payload: Payload,
  conversation: Conversation,
  message: {
    author: AuthorKind
    body: string
    agent?: Pick<User, 'id' | 'name' | 'email'> | null
  },
): Promise<{ message: ChatMessage; conversation: Conversation }> {
  const doc = await payload.create({
    collection: LIVE_HELP_MESSAGES,
    data: {
      conversation: conversation.id,
      author: message.author,
      agent: message.agent?.id ?? null,
      body: message.body,
    },
    depth: 0,
    overrideAccess: true,
  })
  const at = doc.createdAt
  const changes: Partial<Conversation> = {
    lastMessageAt: at,
    messageCount: (conversation.messageCount ?? 0) + 1,
  }
  if (message.author === 'visitor') {
    changes.lastVisitorMessageAt = at
    changes.agentUnread = (conversation.agentUnread ?? 0) + 1
  }
  if (message.author === 'agent') changes.lastAgentMessageAt = at
  const updated = await updateConversation(payload, conversation.id, changes)
  const chat: ChatMessage = {
    id: doc.id,
    author: doc.author,
    agentName: message.agent ? agentDisplayName(message.agent) : null,
    body: doc.body,
    at,
  }
  await announce({
    type: 'message',
    conversationId: conversation.id,
    message: chat,
  })
  return { message: chat, conversation: updated }
}

/** The conversation as the visitor's panel shows it. */
export async function visitorView(payload: Payload, conversation: Conversation): Promise<VisitorConversation> {
  const assignee = idOf(conversation.assignee)
  const names = await agentNames(payload, [assignee])
  return {
    status: conversation.status,
    needsEmail: needsEmail(conversation),
    emailGiven: Boolean(conversation.email),
    agentName: assignee == null ? null : (names.get(assignee) ?? null),
    messages: await listMessages(payload, conversation.id),
  }
}

/** Nobody is there (outside office hours, or nobody answered in time) and the visitor has not left an email. */
export const needsEmail = (conversation: Conversation): boolean => !conversation.email && nobodyThere(conversation)

/** Outside office hours, or told nobody answered and no agent has written since. */
export const nobodyThere = (conversation: Conversation): boolean =>
  Boolean(conversation.offline) || Boolean(conversation.unansweredAt && (!conversation.lastAgentMessageAt || conversation.lastAgentMessageAt < conversation.unansweredAt))

/** Deletes a conversation and every message of it (the visitor's own request, or retention). */
export async function deleteConversation(payload: Payload, id: number): Promise<void> {
  // The collection's beforeDelete hook deletes its messages first.
  await payload.delete({ collection: LIVE_HELP_CONVERSATIONS, id, overrideAccess: true })
  await announce({ type: 'conversation', conversationId: id })
}

/** The transcript as text: for the lead, the webhook and the visitor's email. */
export function transcriptText(messages: readonly ChatMessage[]): string {
  return messages
    .map((message) => {
      const who = message.author === 'visitor' ? 'Visitor' : message.author === 'agent' ? (message.agentName ?? 'ERPZ team') : 'ERPZ'
      return `[${message.at.slice(0, 16).replace('T', ' ')} UTC] ${who}: ${message.body}`
    })
    .join('\n')
}
