import 'server-only'

import type { Payload, TypedUser, Where } from 'payload'

import { hasRole, LIVE_HELP_AGENT_ROLES } from '@/collections/access'
import { LIVE_HELP_CONVERSATIONS } from '@/collections/live-help'
import { LIVE_HELP } from '@/config/live-help'
import { AgentActionSchema, type ConversationDetail, INBOX_VIEWS, type InboxList, type InboxRow, type InboxView } from '@/lib/validation/live-help'
import { endpoint } from '@/server/endpoint'
import { ApiError } from '@/server/platform/api/errors'
import { noStoreJson } from '@/server/platform/http/form-envelope'

import { INBOX_CHANNEL } from './channels'
import { chatStream, lastSeen, liveHelpEnvelope } from './http'
import { agentOnline, agentsOnline } from './presence'
import { addMessage, announce, type Conversation, findConversation, idOf, listMessages, messagesAfter, updateConversation, usersById } from './store'

/**
 * The agents' side of Live Help (issue 47, decision 211): the inbox in /admin reads and acts
 * through these routes with the admin's own session cookie. Support, sales and admins only; any
 * other signed-in staff (an editor) gets a 403, a visitor a 401.
 */

/** The signed-in agent, or the refusal. */
async function agentOf(payload: Payload, request: Request): Promise<TypedUser> {
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') throw new ApiError('unauthenticated', 'Sign in to the admin first.')
  if (!hasRole(user, ...LIVE_HELP_AGENT_ROLES)) throw new ApiError('forbidden', 'Only support, sales and admin staff can open the Live Help inbox.')
  return user
}

function viewWhere(view: InboxView, user: TypedUser): Where {
  switch (view) {
    case 'waiting':
      return {
        and: [{ status: { equals: 'open' } }, { assignee: { exists: false } }],
      }
    case 'open':
      return { status: { equals: 'open' } }
    case 'mine':
      return {
        and: [{ status: { equals: 'open' } }, { assignee: { equals: user.id } }],
      }
    case 'closed':
      return { status: { equals: 'closed' } }
  }
}


/** The assignees' names as the inbox shows them: the full name, else the email's first part. */
async function assignees(payload: Payload, docs: Conversation[]): Promise<Map<number, string | null>> {
  const users = await usersById(payload, docs.map((doc) => idOf(doc.assignee)))
  return new Map([...users].map(([id, user]) => [id, user.name?.trim() || user.email.split('@')[0] || null]))
}

const rowOf = (doc: Conversation, names: Map<number, string | null>): InboxRow => {
  const assignee = idOf(doc.assignee)
  const waiting = doc.lastVisitorMessageAt && (!doc.lastAgentMessageAt || doc.lastAgentMessageAt < doc.lastVisitorMessageAt) ? doc.lastVisitorMessageAt : null
  return {
    id: doc.id,
    title: doc.title || 'Visitor',
    status: doc.status,
    assignee: assignee == null ? null : { id: assignee, name: names.get(assignee) ?? null },
    unread: doc.agentUnread ?? 0,
    lastMessageAt: doc.lastMessageAt ?? null,
    currentPage: doc.currentPage ?? null,
    waitingSince: doc.status === 'open' ? waiting : null,
  }
}

/** GET /live-help/agent?view=waiting|open|mine|closed: one view's conversations and every view's count. */
export const agentInbox = endpoint({ envelope: liveHelpEnvelope }, async ({ request, payload }) => {
  const user = await agentOf(payload, request)
  const asked = new URL(request.url).searchParams.get('view') ?? 'waiting'
  const view = (INBOX_VIEWS as readonly string[]).includes(asked) ? (asked as InboxView) : 'waiting'
  const [found, ...counts] = await Promise.all([
    payload.find({
      collection: LIVE_HELP_CONVERSATIONS,
      where: viewWhere(view, user),
      sort: '-lastMessageAt',
      limit: LIVE_HELP.inboxPageSize,
      depth: 0,
      overrideAccess: true,
    }),
    ...INBOX_VIEWS.map((v) =>
      payload.count({
        collection: LIVE_HELP_CONVERSATIONS,
        where: viewWhere(v, user),
        overrideAccess: true,
      }),
    ),
  ])
  const unread = await payload.find({
    collection: LIVE_HELP_CONVERSATIONS,
    where: {
      and: [{ status: { equals: 'open' } }, { agentUnread: { greater_than: 0 } }],
    },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { agentUnread: true },
  })
  const names = await assignees(payload, found.docs)
  return noStoreJson({
    view,
    me: user.id,
    rows: found.docs.map((doc) => rowOf(doc, names)),
    counts: Object.fromEntries(INBOX_VIEWS.map((v, i) => [v, counts[i]?.totalDocs ?? 0])) as Record<InboxView, number>,
    unread: unread.docs.reduce((sum, doc) => sum + (doc.agentUnread ?? 0), 0),
    online: await agentsOnline(),
  } satisfies InboxList)
})


type Meta = {
  sourcePage?: string
  referrer?: string
  utm?: { source?: string; campaign?: string }
  firstTouch?: {
    landingPage?: string
    referrer?: string
    utm?: { source?: string; campaign?: string }
  }
}

async function detail(payload: Payload, conversation: Conversation): Promise<ConversationDetail> {
  const names = await assignees(payload, [conversation])
  const meta = (conversation.meta ?? {}) as Meta
  const utm = meta.firstTouch?.utm ?? meta.utm
  const referrer = meta.firstTouch?.referrer ?? meta.referrer
  let account: { id: number; email: string } | null = null
  let workspaces: string[] = []
  if (conversation.email) {
    const found = await payload.find({
      collection: 'accounts',
      where: { email: { equals: conversation.email.toLowerCase() } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { email: true },
    })
    const doc = found.docs[0]
    if (doc) {
      account = { id: doc.id, email: String(doc.email) }
      const owned = await payload.find({
        collection: 'workspaces',
        where: {
          or: [{ owner: { equals: doc.id } }, { members: { in: [doc.id] } }],
        },
        limit: 10,
        depth: 0,
        overrideAccess: true,
        select: { name: true },
      })
      workspaces = owned.docs.map((w) => `${w.name}.erpz.in`)
    }
  }
  const agentUsers = await payload.find({
    collection: 'users',
    where: { roles: { in: [...LIVE_HELP_AGENT_ROLES] } },
    limit: 200,
    depth: 0,
    overrideAccess: true,
    select: { name: true, email: true },
  })
  let host: string | null = null
  try {
    host = referrer ? new URL(referrer).hostname : null
  } catch {
    host = null
  }
  return {
    conversation: {
      ...rowOf(conversation, names),
      name: conversation.name ?? null,
      email: conversation.email ?? null,
      pagesSeen: Array.isArray(conversation.pagesSeen) ? (conversation.pagesSeen as string[]) : [],
      source: utm?.source || host || 'Direct',
      campaign: utm?.campaign || null,
      landingPage: meta.firstTouch?.landingPage ?? meta.sourcePage ?? null,
      lead: idOf(conversation.lead),
      account,
      workspaces,
      rating: conversation.rating ?? null,
      ratingComment: conversation.ratingComment ?? null,
      offline: Boolean(conversation.offline),
      unanswered: Boolean(conversation.unansweredAt),
    },
    messages: await listMessages(payload, conversation.id),
    agents: agentUsers.docs.map((u) => ({
      id: u.id,
      name: u.name?.trim() || u.email.split('@')[0] || `User ${u.id}`,
    })),
  }
}

async function conversationParam(payload: Payload, params: { id?: string }): Promise<Conversation> {
  const id = params.id
  if (!id || !/^\d{1,15}$/.test(id)) throw new ApiError('not_found', 'This conversation does not exist (it may have been deleted).')
  const conversation = await findConversation(payload, id)
  if (!conversation) throw new ApiError('not_found', 'This conversation does not exist (it may have been deleted).')
  return conversation
}

/** GET /live-help/agent/:id: a conversation with its messages and the visitor's context. */
export const agentConversation = endpoint<{ id: string }>({ envelope: liveHelpEnvelope }, async ({ request, payload, params }) => {
  await agentOf(payload, request)
  return noStoreJson(await detail(payload, await conversationParam(payload, params)))
})

/** POST /live-help/agent/:id: reply, claim, assign, close, reopen, typing, read. */
export const agentAction = endpoint<{ id: string }, typeof AgentActionSchema>(
  {
    envelope: liveHelpEnvelope,
    body: AgentActionSchema,
    maxBodyBytes: LIVE_HELP.maxBodyBytes,
  },
  async ({ request, payload, params, body }) => {
    const user = await agentOf(payload, request)
    let conversation = await conversationParam(payload, params)
    const changed = async (data: Partial<Conversation>) => {
      conversation = await updateConversation(payload, conversation.id, data)
      await announce({ type: 'conversation', conversationId: conversation.id })
    }
    switch (body.action) {
      case 'reply':
        if (conversation.status === 'closed') throw new ApiError('conflict', 'This conversation is closed. Reopen it to reply.')
        if (!idOf(conversation.assignee))
          conversation = await updateConversation(payload, conversation.id, {
            assignee: user.id,
          })
        ;({ conversation } = await addMessage(payload, conversation, {
          author: 'agent',
          body: body.body,
          agent: {
            id: user.id,
            name: (user as { name?: string | null }).name ?? null,
            email: user.email,
          },
        }))
        await changed({ agentUnread: 0 })
        break
      case 'claim':
        await changed({ assignee: user.id })
        break
      case 'assign': {
        const target = await payload.find({
          collection: 'users',
          where: { id: { equals: body.userId } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
        const agent = target.docs[0]
        if (!agent || !hasRole(agent, ...LIVE_HELP_AGENT_ROLES)) {
          throw new ApiError('invalid_input', 'Choose a support, sales or admin user.', {
            fieldErrors: {
              userId: ['Choose a support, sales or admin user.'],
            },
          })
        }
        await changed({ assignee: agent.id })
        break
      }
      case 'close':
        await changed({ status: 'closed' })
        break
      case 'reopen':
        await changed({ status: 'open' })
        break
      case 'read':
        if (conversation.agentUnread) await changed({ agentUnread: 0 })
        break
      case 'typing':
        await announce({
          type: 'typing',
          conversationId: conversation.id,
          author: 'agent',
        })
        return new Response(null, {
          status: 204,
          headers: { 'cache-control': 'no-store' },
        })
    }
    return noStoreJson(await detail(payload, conversation))
  },
)

/** GET /live-help/agent/stream: every conversation's messages, typing and changes, for the inbox. */
export const agentStream = endpoint({ envelope: liveHelpEnvelope }, async ({ request, payload, client }) => {
  const user = await agentOf(payload, request)
  const after = lastSeen(request)
  // Online while this stream is open, and not a moment longer: the stream's own end says when, whether
  // the request's signal aborted or only the response body was cancelled under it (a stream that
  // waited on the signal alone once kept an agent online after their browser had gone).
  let ended = false
  let offline: (() => void) | undefined
  const response = await chatStream(request, client, {
    channel: INBOX_CHANNEL,
    hears: 'visitor',
    inbox: true,
    replay: async () => (after === undefined ? [] : messagesAfter(payload, after)),
    onClose: () => {
      ended = true
      offline?.()
    },
  })
  if (response.status === 200 && !ended) offline = agentOnline(user.id)
  return response
})
