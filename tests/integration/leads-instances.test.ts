import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.WEBHOOK_RETRY_BASE_MS = '40'
})

import { getPayload, type Payload } from 'payload'

import { env } from '@/env'
import config from '@/payload.config'
import { closePayload } from '@/server/db/prepare'
import { submitLead } from '@/server/leads/submit'

import { contactPost, sleep } from '../support/leads'
import { getTestPayload } from '../support/payload'
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver'

// Two app instances need a shared server database; SQLite is the single-instance default.
describe.skipIf(env.dialect !== 'postgres')('two app instances on one PostgreSQL database', () => {
  let receiver: WebhookReceiver
  let second: Payload

  beforeAll(async () => {
    receiver = await startWebhookReceiver(env.WEBHOOK_SECRET)
    env.LEAD_WEBHOOK_URL = receiver.url
    await getTestPayload()
    second = await getPayload({ config, key: 'second-instance' })
  })
  afterAll(async () => {
    await receiver.close()
    if (second) await closePayload(second)
  })

  it('delivers every lead, each under exactly one webhook-id, while both run the queue', async () => {
    const first = await getTestPayload()
    receiver.respondWith(500, 500, 500, 500, 500) // a few retries in the mix
    const stored = []
    for (let i = 0; i < 60; i++) {
      const instance = i % 2 ? first : second
      stored.push(await submitLead(instance, 'contact', contactPost(500 + i)))
    }
    const ids = new Set(stored.map((o) => (o.status === 'stored' ? o.webhookId : '')))
    expect(ids.size).toBe(60)

    const deadline = Date.now() + 60_000
    while (new Set(receiver.received.filter((r) => r.verified).map((r) => r.id)).size < 60 && Date.now() < deadline) {
      await Promise.all([first.jobs.run({ limit: 20, silent: true }), second.jobs.run({ limit: 20, silent: true })])
      await sleep(20)
    }
    // Let any late duplicate arrive before judging.
    await Promise.all([first.jobs.run({ limit: 20, silent: true }), second.jobs.run({ limit: 20, silent: true })])

    const byEmail = new Map<string, Set<string>>()
    for (const hit of receiver.received) {
      const email = (hit.data as { data: { email: string } }).data.email
      byEmail.set(email, (byEmail.get(email) ?? new Set()).add(hit.id))
    }
    expect(byEmail.size).toBe(60)
    for (const webhookIds of byEmail.values()) expect(webhookIds.size).toBe(1)
    expect(new Set(receiver.received.map((r) => r.id))).toEqual(ids)
    expect(receiver.received.every((r) => r.verified)).toBe(true)
  })
})
