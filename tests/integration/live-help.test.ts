/**
 * Live Help's storage (issue 47, decision 211) on each database: a conversation found by its
 * visitor's key only (the database holds its hash), messages in order with the resume window, and
 * the retention sweep that deletes transcripts past their days with their messages, and nothing else.
 */
import { beforeAll, describe, expect, it } from 'vitest'

const { getTestPayload } = await import('../support/payload')
const store = await import('@/server/live-help/store')
const { pruneLiveHelp } = await import('@/server/live-help/jobs')
const { LIVE_HELP } = await import('@/config/live-help')

import type { Payload } from 'payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('Live Help storage', () => {
  it('finds a conversation by its visitor key only; the key itself is not stored', async () => {
    const key = store.newVisitorKey()
    const made = await store.createConversation(payload, { key, name: 'Ana', page: '/onboarding/workspace-url', offline: false })
    expect((await store.findConversationByKey(payload, key))?.id).toBe(made.id)
    expect(await store.findConversationByKey(payload, store.newVisitorKey())).toBeNull()
    const raw = await payload.db.findOne<{ id: number; visitorKey: string }>({ collection: 'live-help-conversations', where: { id: { equals: made.id } } })
    expect(raw?.visitorKey).toBe(store.visitorKeyHash(key))
    expect(raw?.visitorKey).not.toContain(key)
  })

  it('keeps messages in order; a resume after the last one seen gives what came after it (and the seconds before, dropped by id)', async () => {
    const conversation = await store.createConversation(payload, { key: store.newVisitorKey(), offline: false })
    let current = conversation
    const ids: number[] = []
    for (const body of ['one', 'two', 'three']) {
      const added = await store.addMessage(payload, current, { author: 'visitor', body })
      current = added.conversation
      ids.push(added.message.id)
    }
    expect((await store.listMessages(payload, conversation.id)).map((m) => m.body)).toEqual(['one', 'two', 'three'])
    const after = await store.listMessages(payload, conversation.id, ids[1])
    expect(after.map((m) => m.body)).toContain('three')
    expect(after.every((m) => m.id <= ids[2]!)).toBe(true)
    expect(current.messageCount).toBe(3)
    expect(current.agentUnread).toBe(3)
  })

  it('deletes transcripts past their retention with their messages, and keeps the recent ones', async () => {
    const old = await store.createConversation(payload, { key: store.newVisitorKey(), offline: false })
    await store.addMessage(payload, old, { author: 'visitor', body: 'an old question' })
    const past = new Date(Date.now() - (LIVE_HELP.retentionDays() + 1) * 24 * 3600_000).toISOString()
    await store.updateConversation(payload, old.id, { lastMessageAt: past })
    const recent = await store.createConversation(payload, { key: store.newVisitorKey(), offline: false })
    await store.addMessage(payload, recent, { author: 'visitor', body: 'a new question' })

    expect(await pruneLiveHelp(payload)).toBeGreaterThanOrEqual(1)
    expect(await store.findConversation(payload, old.id)).toBeNull()
    expect((await payload.find({ collection: 'live-help-messages', where: { conversation: { equals: old.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect(await store.findConversation(payload, recent.id)).not.toBeNull()
    expect((await store.listMessages(payload, recent.id)).map((m) => m.body)).toEqual(['a new question'])
  })
})
