import { describe, expect, it } from 'vitest'

import { mergeById, withSnapshot } from './stream'

type Message = { id: number; body: string }
const detail = (id: number, messages: Message[]) => ({ conversation: { id }, messages })

describe('the inbox’s conversation between the stream and the server', () => {
  it('a snapshot that left the server before the visitor’s next message keeps that message', () => {
    const streamed = detail(7, [
      { id: 1, body: 'Hello' },
      { id: 2, body: 'Hi, Sam here' },
      { id: 3, body: 'Great, thanks!' },
    ])
    const late = detail(7, [
      { id: 1, body: 'Hello' },
      { id: 2, body: 'Hi, Sam here' },
    ])
    expect(withSnapshot(streamed, late).messages.map((m) => m.body)).toEqual(['Hello', 'Hi, Sam here', 'Great, thanks!'])
  })

  it('the server’s copy of a message wins, and its other fields are taken whole', () => {
    const current = { ...detail(7, [{ id: 1, body: 'old' }]), status: 'waiting' }
    const next = { ...detail(7, [{ id: 1, body: 'new' }, { id: 2, body: 'reply' }]), status: 'open' }
    expect(withSnapshot(current, next)).toEqual({ ...detail(7, [{ id: 1, body: 'new' }, { id: 2, body: 'reply' }]), status: 'open' })
  })

  it('another conversation, or none yet, is replaced by the snapshot', () => {
    const next = detail(8, [{ id: 5, body: 'other' }])
    expect(withSnapshot(detail(7, [{ id: 1, body: 'Hello' }]), next)).toBe(next)
    expect(withSnapshot(null, next)).toBe(next)
  })

  it('mergeById keeps one per id in id order', () => {
    expect(mergeById([{ id: 3, body: 'c' }, { id: 1, body: 'a' }, { id: 3, body: 'c2' }])).toEqual([
      { id: 1, body: 'a' },
      { id: 3, body: 'c2' },
    ])
  })
})
