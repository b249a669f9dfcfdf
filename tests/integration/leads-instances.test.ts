import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.WEBHOOK_RETRY_BASE_MS = '40'
})

import { getPayload, type Payload } from 'payload'

import { env } from '@/env'
import config from '@/payload.config'
import { closePayload } from '@/server/platform/db/prepare'
import { requeueOrphanedLeads } from '@/server/leads/reconcile'
import { submitLead } from '@/server/leads/submit'
import { type OutboxWorker, startOutboxWorker } from '@/server/platform/outbox'
import { OUTBOX_KINDS } from '@/server/worker'

import { contactPost, sleep, waitFor } from '../support/leads'
import { getTestPayload } from '../support/payload'
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver'

// Two app instances need a shared server database; SQLite is the single-instance default.
describe.skipIf(env.dialect !== 'postgres')('two app instances on one PostgreSQL database', () => {
  let receiver: WebhookReceiver
  let second: Payload
  let workers: OutboxWorker[] = []

  beforeAll(async () => {
    receiver = await startWebhookReceiver(env.WEBHOOK_SECRET)
    env.LEAD_WEBHOOK_URL = receiver.url
    await getTestPayload()
    second = await getPayload({ config, key: 'second-instance' })
  })
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()))
    await receiver.close()
    if (second) await closePayload(second)
  })

  it('delivers every lead exactly once, under one webhook-id, while both instances run their worker', async () => {
    const first = await getTestPayload()
    // Each instance's own worker, as each server starts one; both claim from the same table.
    const options = { kinds: OUTBOX_KINDS, concurrency: 8, leaseMs: 15_000, maxIdleMs: 20 }
    workers = [startOutboxWorker(first, options), startOutboxWorker(second, options)]
    receiver.respondWith(500, 500, 500, 500, 500) // a few retries in the mix
    const stored = []
    for (let i = 0; i < 60; i++) {
      const instance = i % 2 ? first : second
      stored.push(await submitLead(instance, 'contact', contactPost(500 + i)))
    }
    const ids = new Set(stored.map((o) => (o.status === 'stored' ? o.webhookId : '')))
    expect(ids.size).toBe(60)

    const delivered = async () =>
      (await first.count({ collection: 'erpz-demo-requests', where: { delivery_status: { equals: 'delivered' } }, overrideAccess: true })).totalDocs
    await waitFor(async () => (await delivered()) === 60, 60_000)
    await sleep(500) // let any late duplicate arrive before judging

    const byEmail = new Map<string, Set<string>>()
    for (const hit of receiver.received) {
      const email = (hit.data as { data: { email: string } }).data.email
      byEmail.set(email, (byEmail.get(email) ?? new Set()).add(hit.id))
    }
    expect(byEmail.size).toBe(60)
    for (const webhookIds of byEmail.values()) expect(webhookIds.size).toBe(1)
    expect(new Set(receiver.received.map((r) => r.id))).toEqual(ids)
    expect(receiver.received.every((r) => r.verified)).toBe(true)
    // Exactly once: 60 deliveries plus the 5 answered 500, no request twice.
    expect(receiver.received).toHaveLength(65)
  })

  it('re-queues each orphaned lead once while both instances sweep for orphans at the same moment', async () => {
    const first = await getTestPayload()
    await Promise.all(workers.map((w) => w.stop())) // nothing claims or delivers; only the sweeps run
    workers = []
    const webhookIds = Array.from({ length: 20 }, (_, i) => `msg_orphan_race_${i}`)
    for (const [i, webhookId] of webhookIds.entries()) {
      await first.create({
        collection: 'erpz-demo-requests',
        overrideAccess: true,
        data: { kind: 'contact', name: 'Orphan', email: `orphan.race.${i}@example.com`, company_name: 'Lost Ltd', message: 'Crashed before queueing.', webhook_id: webhookId, delivery_status: 'pending' },
      })
    }
    // Every instance's worker sweeps every minute; here ten sweeps over two instances collide.
    const counts = await Promise.all(Array.from({ length: 10 }, (_, n) => requeueOrphanedLeads(n % 2 ? first : second, -60_000)))
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(20)
    const items = await first.find({
      collection: 'erpz-outbox',
      where: { dedupe_key: { in: webhookIds } },
      limit: 100,
      overrideAccess: true,
    })
    expect(items.docs.map((item) => item.dedupe_key).sort()).toEqual([...webhookIds].sort())
  })
})
