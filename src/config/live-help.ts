import { env } from '@/env'

/**
 * Live Help (issue 47, decision 211): the chat a visitor opens on the site and the agents' inbox in
 * /admin. Every limit and time in one place; the SPEC shows none of them.
 */
export const LIVE_HELP = {
  /** A message's text, in UTF-8 bytes (the 4 KB). */
  maxMessageBytes: 4096,
  /** A request body: a message with its JSON quoting and the visit's attribution. */
  maxBodyBytes: 32 * 1024,
  /** Messages a conversation may send per minute (visitor side); agents are not limited. */
  messagesPerMinute: 20,
  /** New conversations one address may start per hour. */
  conversationsPerHour: 10,
  /** Messages kept per conversation; past it the visitor is asked to write by email. */
  maxMessagesPerConversation: 500,
  /** Open streams per client address, and in total per instance. */
  streamsPerAddress: 20,
  streamsTotal: 5000,
  /** A comment line every so often keeps proxies from closing a quiet stream. */
  heartbeatSeconds: 25,
  /** A stream is closed after this long (the browser reconnects and resumes where it was). */
  streamMaxSeconds: 15 * 60,
  /** How long the "agent is typing" hint lasts after the last keystroke event. */
  typingSeconds: 6,
  /** Seconds a visitor's message waits for an agent before the panel asks for an email. */
  noAnswerSeconds: (): number => env.ERPZ_LIVE_HELP_NO_ANSWER_SECONDS,
  retentionDays: (): number => env.ERPZ_LIVE_HELP_RETENTION_DAYS,
  /** Conversations listed per inbox view. */
  inboxPageSize: 50,
  /** The visitor's httpOnly session cookie (a browser session: it goes when the browser closes). */
  cookie: 'erpz_live_help',
} as const

export { LIVE_HELP_TEXTS } from './live-help-texts'
