import 'server-only'

/** The realtime channels of Live Help (src/server/platform/realtime/bus.ts). */
export const conversationChannel = (id: number | string): string => `live-help:c:${id}`
/** Everything agents hear: every conversation's messages, typing and changes. */
export const INBOX_CHANNEL = 'live-help:inbox'
