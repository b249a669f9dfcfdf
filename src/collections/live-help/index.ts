import type { CollectionConfig } from 'payload'

import { adminOnly, hiddenFromEveryone, liveHelpAgents, nobody } from '../access'

export const LIVE_HELP_CONVERSATIONS = 'live-help-conversations'
export const LIVE_HELP_MESSAGES = 'live-help-messages'
export const LIVE_HELP_REPLIES = 'live-help-replies'

/**
 * Live Help (issue 47, decision 211): a visitor's conversation with the team. Written by the server
 * only (src/server/live-help); agents work it in the inbox, which replaces the list view, and read
 * it through the REST API like any collection. The visitor is known by the hash of their
 * session cookie's key, which nobody reads.
 */
export const LiveHelpConversations: CollectionConfig = {
  slug: LIVE_HELP_CONVERSATIONS,
  labels: { singular: 'Conversation', plural: 'Live Help' },
  admin: {
    group: 'Leads',
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'assignee', 'lastMessageAt'],
    description: 'Visitors’ chats from the site. Answer them here while they are on the page.',
    components: {
      views: {
        list: {
          Component: '/components/admin/live-help-inbox#LiveHelpInboxView',
        },
      },
    },
  },
  access: {
    read: liveHelpAgents,
    create: nobody,
    update: nobody,
    delete: adminOnly,
  },
  // A conversation goes with its messages, however it is deleted (the visitor, retention, an admin in the CMS).
  hooks: {
    beforeDelete: [
      async ({ req, id }) => {
        await req.payload.delete({ collection: LIVE_HELP_MESSAGES, where: { conversation: { equals: id } }, req, overrideAccess: true })
      },
    ],
  },
  timestamps: true,
  fields: [
    {
      name: 'title',
      type: 'text',
      admin: {
        readOnly: true,
        description: 'The visitor’s name or email, else “Visitor”.',
      },
    },
    {
      name: 'visitorKey',
      type: 'text',
      index: true,
      unique: true,
      access: {
        read: hiddenFromEveryone,
        update: hiddenFromEveryone,
        create: hiddenFromEveryone,
      },
      admin: { hidden: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: [
        { label: 'Open', value: 'open' },
        { label: 'Closed', value: 'closed' },
      ],
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      index: true,
    },
    { name: 'name', type: 'text' },
    { name: 'email', type: 'email' },
    {
      name: 'offline',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: 'Started outside office hours: the visitor was asked for an email first.',
      },
    },
    {
      name: 'unansweredAt',
      type: 'date',
      admin: {
        description: 'When the visitor was told nobody had answered in time.',
      },
    },
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'erpz-demo-requests',
      admin: {
        description: 'The lead this conversation became when nobody was there.',
      },
    },
    { name: 'currentPage', type: 'text' },
    {
      name: 'pagesSeen',
      type: 'json',
      admin: {
        description: 'The site pages the visitor had the chat open on, oldest first.',
      },
    },
    {
      name: 'meta',
      type: 'json',
      admin: {
        description: 'How the visitor found us (source, campaign, landing page).',
      },
    },
    { name: 'lastMessageAt', type: 'date', index: true },
    { name: 'lastVisitorMessageAt', type: 'date' },
    { name: 'lastAgentMessageAt', type: 'date' },
    { name: 'messageCount', type: 'number', defaultValue: 0 },
    {
      name: 'agentUnread',
      type: 'number',
      defaultValue: 0,
      admin: { description: 'Visitor messages no agent has read yet.' },
    },
    {
      name: 'rating',
      type: 'select',
      options: [
        { label: 'Good', value: 'good' },
        { label: 'Bad', value: 'bad' },
      ],
    },
    { name: 'ratingComment', type: 'textarea' },
  ],
}

export const LiveHelpMessages: CollectionConfig = {
  slug: LIVE_HELP_MESSAGES,
  labels: { singular: 'Live Help message', plural: 'Live Help messages' },
  admin: { hidden: true },
  access: {
    read: liveHelpAgents,
    create: nobody,
    update: nobody,
    delete: adminOnly,
  },
  timestamps: true,
  fields: [
    {
      name: 'conversation',
      type: 'relationship',
      relationTo: LIVE_HELP_CONVERSATIONS,
      required: true,
      index: true,
    },
    {
      name: 'author',
      type: 'select',
      required: true,
      options: [
        { label: 'Visitor', value: 'visitor' },
        { label: 'Agent', value: 'agent' },
        { label: 'System', value: 'system' },
      ],
    },
    { name: 'agent', type: 'relationship', relationTo: 'users' },
    { name: 'body', type: 'textarea', required: true },
  ],
}

/** Answers agents send often, kept by the support team in the CMS and picked in the inbox (issue 47). */
export const LiveHelpReplies: CollectionConfig = {
  slug: LIVE_HELP_REPLIES,
  labels: { singular: 'Canned reply', plural: 'Canned replies' },
  admin: {
    group: 'Leads',
    useAsTitle: 'title',
    defaultColumns: ['title', 'updatedAt'],
    description: 'Answers to pick in the Live Help inbox instead of typing them again. The agent can change one before sending it.',
  },
  access: { read: liveHelpAgents, create: liveHelpAgents, update: liveHelpAgents, delete: liveHelpAgents },
  timestamps: true,
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 80, admin: { description: 'What the inbox lists, e.g. “Pricing for 50 users”.' } },
    { name: 'body', label: 'Reply', type: 'textarea', required: true, maxLength: 4000, admin: { description: 'The text that goes into the reply box.' } },
  ],
}
