import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'

vi.hoisted(() => {
  // A short retry schedule: 40 ms, 80 ms, 160 ms ... instead of 15 s, 30 s, 60 s ...
  process.env.WEBHOOK_RETRY_BASE_MS = '40'
  process.env.WEBHOOK_RETRY_ATTEMPTS = '5'
})

import { env } from '@/env'
import { CLIENT_ADDRESS_HEADER } from '@/server/platform/http/client-ip'
import { deliveryRetry } from '@/server/leads/delivery'
import { leadEndpoint, leadLimit } from '@/server/leads/http'
import { submitLead } from '@/server/leads/submit'
import { exportLeadsCsv } from '@/server/leads/export'
import { redeliverEndpoints } from '@/collections/leads/redeliver-endpoints'
import { issueFormToken, releaseFormToken } from '@/server/platform/http/form-token'
import { requeueOrphanedLeads } from '@/server/leads/reconcile'
import { checkConfirmLink, confirmSubscription, confirmToken, NEWSLETTER_CONFIRM_MAIL_KIND, unsubscribe, unsubscribeToken } from '@/server/leads/newsletter'
import { salesAddresses } from '@/server/leads/sales-alert'
import { needsCreateOperation } from '@/server/leads/store'
import { type OutboxWorker, startOutboxWorker } from '@/server/platform/outbox'
import { OUTBOX_KINDS } from '@/server/worker'
import { query } from '@/server/platform/db/sql'
import { claimItems } from '@/server/platform/outbox/store'
import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'

import { contactPost, demoPost, humanToken, sleep, waitFor } from '../support/leads'
import { getTestPayload } from '../support/payload'
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver'

let receiver: WebhookReceiver
let worker: OutboxWorker
const WORKER = { kinds: OUTBOX_KINDS, concurrency: 8, leaseMs: 15_000, maxIdleMs: 50 }

// The app's own outbox worker delivers, as in a server (the tests never run a queue themselves).
beforeAll(async () => {
  receiver = await startWebhookReceiver(env.WEBHOOK_SECRET)
  env.LEAD_WEBHOOK_URL = receiver.url
  env.NEWSLETTER_WEBHOOK_URL = `${receiver.url}/newsletter`
  worker = startOutboxWorker(await getTestPayload(), WORKER)
})
afterAll(async () => {
  await worker.stop()
  await receiver.close()
})
beforeEach(async () => {
  const payload = await getTestPayload()
  // A delivery the previous test left under way would otherwise land in this one's receiver.
  await waitFor(() => worker.inFlight() === 0)
  receiver.received.length = 0
  receiver.fallbackStatus = 200
  leadLimit.reset()
  await payload.delete({ collection: 'erpz-demo-requests', where: {}, overrideAccess: true })
  await payload.delete({ collection: 'erpz-news-letters', where: {}, overrideAccess: true })
  await payload.delete({ collection: 'webhook-deliveries', where: {}, overrideAccess: true })
  await payload.delete({ collection: 'erpz-outbox', where: {}, overrideAccess: true })
})

/** Runs `work` with no lead webhook configured, as a fresh install without LEAD_WEBHOOK_URL. */
async function withoutLeadWebhook(work: () => Promise<void>) {
  const saved = env.LEAD_WEBHOOK_URL
  env.LEAD_WEBHOOK_URL = undefined
  try {
    await work()
  } finally {
    env.LEAD_WEBHOOK_URL = saved
  }
}

const leads = async () =>
  (await (await getTestPayload()).find({ collection: 'erpz-demo-requests', limit: 0, overrideAccess: true })).docs
const attempts = async (webhookId: string) =>
  (
    await (await getTestPayload()).find({
      collection: 'webhook-deliveries',
      where: { webhook_id: { equals: webhookId } },
      sort: 'attempt',
      limit: 0,
      overrideAccess: true,
    })
  ).docs

describe(`lead outbox on ${env.dialect}`, () => {
  it('stores a contact message and delivers it once, signed, in the original payload shape', async () => {
    const payload = await getTestPayload()
    const outcome = await submitLead(payload, 'contact', contactPost(1))
    expect(outcome.status).toBe('stored')
    const [lead] = await leads()
    expect(lead).toMatchObject({
      kind: 'contact',
      name: 'Ravi Kumar 1',
      email: 'ravi.1@example.com',
      company_name: 'Acme Forge',
      source_page: '/contact',
      referrer: 'https://search.example/',
      utm: { source: 'newsletter', campaign: 'q4' },
    })

    await waitFor(async () => (await leads())[0]?.delivery_status === 'delivered')
    await sleep(200) // a second delivery would arrive now

    expect(receiver.received).toHaveLength(1)
    const [hit] = receiver.received
    expect(hit).toMatchObject({ verified: true, id: lead!.webhook_id })
    expect(Math.abs(hit!.timestamp - Date.now() / 1000)).toBeLessThan(30)
    expect(hit!.data).toEqual({
      data: { name: 'Ravi Kumar 1', email: 'ravi.1@example.com', company_name: 'Acme Forge', message: 'Please get in touch about Plan.' },
      // Essential only (no first visit sent): the page the form was sent from.
      attribution: {
        touch: 'this_page',
        landing_page: '/contact',
        referrer: 'https://search.example/',
        utm: { source: 'newsletter', medium: null, campaign: 'q4', term: null, content: null },
        first_seen_at: null,
        source_page: '/contact',
      },
    })
    const [stored] = await leads()
    expect(stored?.delivery_status).toBe('delivered')
    expect((await attempts(lead!.webhook_id!)).map((a) => [a.attempt, a.outcome, a.status_code])).toEqual([[1, 'delivered', 200]])
  })

  it('sends a demo request with phone and preffered_slot', async () => {
    const payload = await getTestPayload()
    await submitLead(payload, 'demo', demoPost(2))
    await waitFor(() => receiver.received.length >= 1)
    expect(receiver.received[0]?.data).toEqual({
      data: {
        name: 'Meera Iyer 2',
        email: 'meera.2@example.com',
        company_name: 'Iyer Textiles',
        phone: '+91 98480 22338',
        preffered_slot: 'evening',
        message: 'We run three dyeing lines.',
      },
      attribution: {
        touch: 'this_page',
        landing_page: null,
        referrer: null,
        utm: { source: null, medium: null, campaign: null, term: null, content: null },
        first_seen_at: null,
        source_page: null,
      },
    })
  })

  it('carries the first visit the browser remembered after Accept All, stored on the lead and sent as attribution', async () => {
    const payload = await getTestPayload()
    const firstTouch = {
      landingPage: '/',
      referrer: 'https://www.linkedin.com/',
      utm: { source: 'linkedin', campaign: 'pharma' },
      at: '2026-11-20T09:30:00.000Z',
    }
    await submitLead(payload, 'demo', demoPost(5, { meta: { sourcePage: '/demo-booking', firstTouch } }))
    await waitFor(() => receiver.received.length >= 1)
    expect((receiver.received[0]?.data as { attribution: unknown }).attribution).toEqual({
      touch: 'first_visit',
      landing_page: '/',
      referrer: 'https://www.linkedin.com/',
      utm: { source: 'linkedin', medium: null, campaign: 'pharma', term: null, content: null },
      first_seen_at: '2026-11-20T09:30:00.000Z',
      source_page: '/demo-booking',
    })
    const [lead] = await leads()
    expect(lead?.attribution).toMatchObject({ touch: 'first', landing_page: '/', utm: { source: 'linkedin', campaign: 'pharma' } })
    // A malformed first visit is dropped, never refused: the lead keeps this page's source.
    await submitLead(payload, 'demo', demoPost(6, { meta: { sourcePage: '/demo-booking', firstTouch: { at: 'yesterday', landingPage: 7 } } }))
    const stored = (await leads()).find((row) => row.email === 'meera.6@example.com')
    expect(stored?.attribution).toMatchObject({ touch: 'page', landing_page: '/demo-booking' })
    // Both delivered before the next test's receiver starts counting.
    await waitFor(() => receiver.received.length >= 2)
  })

  it('stores the campaign label of a page\'s Form block on the lead (decision 199), the webhook body unchanged', async () => {
    const payload = await getTestPayload()
    await submitLead(payload, 'demo', demoPost(8, { meta: { sourcePage: '/pharma-webinar', utm: { campaign: 'pharma' }, campaignLabel: '  Pharma webinar  ' } }))
    const stored = (await leads()).find((row) => row.email === 'meera.8@example.com')
    expect(stored).toMatchObject({ campaign_label: 'Pharma webinar', source_page: '/pharma-webinar', utm: { campaign: 'pharma' } })
    // A label too long is dropped with the rest of the envelope's bad values, never refused.
    await submitLead(payload, 'demo', demoPost(9, { meta: { sourcePage: '/x', campaignLabel: 'x'.repeat(101) } }))
    expect((await leads()).find((row) => row.email === 'meera.9@example.com')).toMatchObject({ email: 'meera.9@example.com' })
    await waitFor(() => receiver.received.length >= 2)
    expect(Object.keys(receiver.received[0]?.data as object)).toEqual(['data', 'attribution'])
  })

  it('retries after three 500s and delivers with the same webhook-id every time', async () => {
    const payload = await getTestPayload()
    receiver.respondWith(500, 500, 500)
    const outcome = await submitLead(payload, 'contact', contactPost(3))
    await waitFor(async () => (await leads())[0]?.delivery_status === 'delivered')

    const webhookId = outcome.status === 'stored' ? outcome.webhookId : ''
    expect(receiver.received.map((r) => r.id)).toEqual([webhookId, webhookId, webhookId, webhookId])
    expect(receiver.received.every((r) => r.verified)).toBe(true)
    const log = await attempts(webhookId)
    expect(log.map((a) => [a.attempt, a.outcome, a.status_code])).toEqual([
      [1, 'retrying', 500],
      [2, 'retrying', 500],
      [3, 'retrying', 500],
      [4, 'delivered', 200],
    ])
    // Each wait at least doubles: exponential backoff, never earlier than scheduled.
    for (let i = 1; i < receiver.received.length; i++) {
      const gap = receiver.received[i]!.at - receiver.received[i - 1]!.at
      expect(gap).toBeGreaterThanOrEqual(40 * 2 ** (i - 1) - 5)
    }
  })

  it('stops after a 410 Gone', async () => {
    const payload = await getTestPayload()
    receiver.respondWith(410)
    const outcome = await submitLead(payload, 'contact', contactPost(4))
    await waitFor(async () => (await leads())[0]?.delivery_status === 'failed')
    await sleep(600) // past several retry delays: nothing retries a 410
    expect(receiver.received).toHaveLength(1)
    expect((await leads())[0]?.delivery_status).toBe('failed')
    const webhookId = outcome.status === 'stored' ? outcome.webhookId : ''
    expect((await attempts(webhookId)).map((a) => [a.outcome, a.status_code])).toEqual([['gone', 410]])
  })

  it('gives up after the configured attempts and marks the lead failed', async () => {
    const payload = await getTestPayload()
    receiver.fallbackStatus = 503
    await submitLead(payload, 'contact', contactPost(5))
    await waitFor(async () => (await leads())[0]?.delivery_status === 'failed', 30_000)
    expect(receiver.received).toHaveLength(6) // the first try and 5 retries
    const log = await attempts(receiver.received[0]!.id)
    expect(log.at(-1)).toMatchObject({ attempt: 6, outcome: 'gave_up', status_code: 503 })
  })

  it('loses nothing while the webhook is down: 200 leads stored, all delivered after it returns', async () => {
    const payload = await getTestPayload()
    // The outage must outlast storing 200 leads and their 200 first attempts, but no lead may run out
    // of retries before the receiver returns: at 40 ms the whole schedule is 1.2 s, which a loaded
    // PostgreSQL run spent on the first attempts alone. At 250 ms it is 7.75 s or more.
    const slower = vi.spyOn(deliveryRetry, 'baseMs', 'get').mockReturnValue(250)
    onTestFinished(() => slower.mockRestore())
    await receiver.stop()
    for (let batch = 0; batch < 20; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => submitLead(payload, 'contact', contactPost(100 + batch * 10 + i))),
      )
    }
    expect(await payload.count({ collection: 'erpz-demo-requests', overrideAccess: true })).toEqual({ totalDocs: 200 })
    // Every first attempt fails (connection refused) and is recorded as such.
    const firstAttempts = () =>
      payload.count({ collection: 'webhook-deliveries', where: { and: [{ outcome: { equals: 'retrying' } }, { attempt: { equals: 1 } }] }, overrideAccess: true })
    await waitFor(async () => (await firstAttempts()).totalDocs >= 200, 30_000)
    expect((await firstAttempts()).totalDocs).toBe(200)
    expect((await leads()).every((l) => l.delivery_status === 'pending')).toBe(true)

    await receiver.start()
    await waitFor(() => new Set(receiver.received.map((r) => r.id)).size >= 200, 60_000)
    const stored = await leads()
    expect(stored).toHaveLength(200)
    expect(new Set(receiver.received.map((r) => r.id))).toEqual(new Set(stored.map((l) => l.webhook_id)))
    expect(receiver.received.every((r) => r.verified)).toBe(true)
    await waitFor(async () => (await leads()).every((l) => l.delivery_status === 'delivered'))
  })

  it('stores nothing and queues nothing when the queue cannot take the job (one transaction)', async () => {
    const payload = await getTestPayload()
    const create = payload.db.create.bind(payload.db)
    const spy = vi.spyOn(payload.db, 'create').mockImplementation(async (args) => {
      if (args.collection === 'erpz-outbox') throw new Error('queue unavailable')
      return create(args)
    })
    await expect(submitLead(payload, 'contact', contactPost(6))).rejects.toThrow('queue unavailable')
    spy.mockRestore()
    expect(await leads()).toHaveLength(0)
    expect(await payload.count({ collection: 'erpz-outbox', overrideAccess: true })).toEqual({ totalDocs: 0 })
  })

  it.skipIf(env.dialect !== 'postgres')('answers a lead whose COMMIT fails as not saved: nothing kept, and the retry is stored and delivered once', async () => {
    const payload = await getTestPayload()
    // A deferred constraint trigger refuses the row at COMMIT, after the INSERT, the enqueue and the
    // alerts succeeded: as a connection lost at that moment would. The adapter used to swallow it.
    await query(payload, sql.raw(`CREATE OR REPLACE FUNCTION erpz_test_refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$`))
    await query(payload, sql.raw('CREATE CONSTRAINT TRIGGER erpz_test_refuse_at_commit AFTER INSERT ON erpz_demo_requests DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION erpz_test_refuse_at_commit()'))
    const body = contactPost(7)
    const send = () =>
      leadEndpoint('contact')(
        new Request('http://127.0.0.1/leads/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '203.0.113.77' },
          body: JSON.stringify(body),
        }),
      )
    try {
      const refused = await send()
      expect(refused.status).toBe(500)
      expect(await refused.json()).toMatchObject({ ok: false, message: 'The request could not be saved. Please try again.' })
      expect(await leads()).toHaveLength(0)
      expect(await payload.count({ collection: 'erpz-outbox', overrideAccess: true })).toEqual({ totalDocs: 0 })
    } finally {
      await query(payload, sql.raw('DROP TRIGGER IF EXISTS erpz_test_refuse_at_commit ON erpz_demo_requests'))
      await query(payload, sql.raw('DROP FUNCTION IF EXISTS erpz_test_refuse_at_commit()'))
    }
    // The visitor presses Send again: the same form and token count, and the lead is kept once.
    const stored = await send()
    expect(stored.status).toBe(200)
    expect((await leads()).map((lead) => lead.email)).toEqual([body.email])
    await waitFor(() => receiver.received.length === 1)
    expect(receiver.received.map((r) => (r.data as { data: { email: string } }).data.email)).toEqual([body.email])
  })

  it('re-queues a pending lead that lost its job (crash between the two writes)', async () => {
    const payload = await getTestPayload()
    const lead = await payload.create({
      collection: 'erpz-demo-requests',
      overrideAccess: true,
      data: { kind: 'contact', name: 'Orphan', email: 'orphan@example.com', company_name: 'Lost Ltd', message: 'Crashed before queueing.', webhook_id: 'msg_orphan', delivery_status: 'pending' },
    })
    expect(await requeueOrphanedLeads(payload, 0)).toBe(1)
    expect(await requeueOrphanedLeads(payload, 0)).toBe(0) // its delivery is queued now
    await waitFor(async () => (await payload.findByID({ collection: 'erpz-demo-requests', id: lead.id, overrideAccess: true })).delivery_status === 'delivered')
    expect(receiver.received.map((r) => r.id)).toEqual(['msg_orphan'])
    expect((await payload.findByID({ collection: 'erpz-demo-requests', id: lead.id, overrideAccess: true })).delivery_status).toBe('delivered')
  })

  it('stores but sends nothing when the webhook URL is unset', async () => {
    const payload = await getTestPayload()
    await withoutLeadWebhook(async () => {
      await submitLead(payload, 'contact', contactPost(7))
      await sleep(300)
    })
    expect((await leads()).map((l) => l.delivery_status)).toEqual(['not_configured'])
    expect(receiver.received).toHaveLength(0)
  })
})

describe(`outbox claims on ${env.dialect}`, () => {
  it('hands each item to exactly one of several workers racing for it', async () => {
    const payload = await getTestPayload()
    await worker.stop() // only the racing workers below claim
    try {
      await withoutLeadWebhook(async () => {
        for (let i = 0; i < 60; i++) await submitLead(payload, 'contact', contactPost(300 + i))
      })
      // Queue them now that the webhook is configured again, all due at once.
      expect(await requeueOrphanedLeads(payload, -60_000)).toBe(0) // not_configured leads are not pending
      await payload.update({ collection: 'erpz-demo-requests', where: {}, data: { delivery_status: 'pending' }, overrideAccess: true })
      expect(await requeueOrphanedLeads(payload, -60_000)).toBe(60)
      const now = new Date()
      const lease = new Date(now.getTime() + 60_000)
      const claims = await Promise.all(
        Array.from({ length: 6 }, (_, n) => claimItems(payload, `racer-${n}`, 20, now, lease)),
      )
      const ids = claims.flat().map((item) => item.id)
      expect(ids).toHaveLength(60)
      expect(new Set(ids).size).toBe(60)
      // All held: nobody can claim them again before the lease runs out.
      expect(await claimItems(payload, 'late', 100, new Date(), lease)).toEqual([])
    } finally {
      worker = startOutboxWorker(payload, WORKER)
    }
  })

  it('takes over an item whose worker died once its lease ran out, with the same webhook-id', async () => {
    const payload = await getTestPayload()
    await worker.stop()
    let outcome: Awaited<ReturnType<typeof submitLead>>
    try {
      outcome = await submitLead(payload, 'contact', contactPost(400))
      // A worker claims it for 1.5 s and dies without settling it.
      const now = new Date()
      expect(await claimItems(payload, 'dead-worker', 10, now, new Date(now.getTime() + 1500))).toHaveLength(1)
    } finally {
      worker = startOutboxWorker(payload, WORKER)
    }
    await sleep(800)
    expect(receiver.received).toHaveLength(0) // still leased
    await waitFor(async () => (await leads())[0]?.delivery_status === 'delivered', 10_000)
    expect(receiver.received.map((r) => r.id)).toEqual([outcome.status === 'stored' ? outcome.webhookId : ''])
    // The dead worker's claim counted as attempt 1; the delivery is attempt 2.
    expect((await attempts(receiver.received[0]!.id)).map((a) => [a.attempt, a.outcome])).toEqual([[2, 'delivered']])
  })

  it('stores a form posted again after a restart once: the retry finds its lead under the id its token gives it', async () => {
    const payload = await getTestPayload()
    const post = contactPost(430)
    const first = await submitLead(payload, 'contact', post)
    expect(first.status).toBe('stored')
    // The server died before answering; the one npm start brought back has forgotten spent tokens.
    await releaseFormToken(post.formToken)
    const again = await submitLead(payload, 'contact', post)
    expect(again).toEqual(first)
    expect((await leads()).map((lead) => lead.email)).toEqual(['ravi.430@example.com'])
    await waitFor(async () => (await leads())[0]?.delivery_status === 'delivered', 10_000)
    await sleep(200) // a second delivery would arrive now
    expect(receiver.received).toHaveLength(1)
  })

  it('waits as long as a receiver answering 429 asks (Retry-After) before the next attempt', async () => {
    const payload = await getTestPayload()
    receiver.respondWith(429)
    receiver.retryAfter = '1'
    try {
      await submitLead(payload, 'contact', contactPost(410))
      await waitFor(async () => (await leads())[0]?.delivery_status === 'delivered', 10_000)
    } finally {
      receiver.retryAfter = undefined
    }
    expect(receiver.received).toHaveLength(2)
    expect(receiver.received[1]!.at - receiver.received[0]!.at).toBeGreaterThanOrEqual(990)
  })

  it('stores and sends the same text on both databases when a visitor posts control characters', async () => {
    const payload = await getTestPayload()
    const outcome = await submitLead(
      payload,
      'contact',
      contactPost(420, { name: 'Ravi\u0000 Kumar', message: 'Line one\u0000\r\n\tLine two\u0007 ok' }),
    )
    expect(outcome.status).toBe('stored')
    await waitFor(() => receiver.received.length >= 1)
    const [lead] = await leads()
    expect([lead?.name, lead?.message]).toEqual(['Ravi Kumar', 'Line one\n\tLine two ok'])
    expect(receiver.received[0]?.data).toMatchObject({ data: { name: 'Ravi Kumar', message: 'Line one\n\tLine two ok' } })
  })
})

describe('lead storage without the create operation (decision 070)', () => {
  const withoutTimestamps = ({ id: _id, createdAt, updatedAt, webhook_id: _w, ...rest }: Record<string, unknown>) => {
    expect(Date.parse(String(createdAt))).toBeGreaterThan(Date.now() - 60_000)
    expect(Date.parse(String(updatedAt))).toBeGreaterThan(Date.now() - 60_000)
    return rest
  }

  it('stores exactly what payload.create stores for the same lead', async () => {
    const payload = await getTestPayload()
    await withoutLeadWebhook(async () => {
      await submitLead(payload, 'contact', contactPost(90))
      await submitLead(payload, 'demo', demoPost(91, { meta: { sourcePage: '/demo-booking', utm: { medium: 'cpc', term: 'erp', content: 'a' } } }))
    })
    const stored = await leads()
    expect(stored).toHaveLength(2)
    // A history row's id is unique across leads: the copy's rows get their own.
    const rowsWithoutIds = (doc: typeof stored[number]) => ({ ...doc, activity: doc.activity?.map(({ id: _rowId, ...row }) => row) })
    for (const lead of stored) {
      const { id, ...data } = rowsWithoutIds(lead)
      const viaOperation = await payload.create({
        collection: 'erpz-demo-requests',
        overrideAccess: true,
        data: { ...data, createdAt: undefined, updatedAt: undefined },
      })
      expect(lead.activity?.[0]?.id).toMatch(/^[0-9a-f]{24}$/)
      expect(withoutTimestamps(rowsWithoutIds(lead))).toEqual(withoutTimestamps(rowsWithoutIds(viaOperation)))
      expect(await payload.findByID({ collection: 'erpz-demo-requests', id, overrideAccess: true })).toEqual(lead)
    }
    expect(stored.find((l) => l.kind === 'demo')).toMatchObject({
      phone: '+91 98480 22338',
      preffered_slot: 'evening',
      source_page: '/demo-booking',
      referrer: null,
      utm: { source: null, medium: 'cpc', campaign: null, term: 'erp', content: 'a' },
      delivery_status: 'not_configured',
    })
  })

  it('goes back to the create operation when a lead collection gets hooks', async () => {
    const payload = await getTestPayload()
    const leadsConfig = payload.collections['erpz-demo-requests'].config
    expect(needsCreateOperation(leadsConfig, false)).toBe(false)
    expect(needsCreateOperation(payload.collections['erpz-news-letters'].config, false)).toBe(false)
    expect(needsCreateOperation({ ...leadsConfig, hooks: { ...leadsConfig.hooks, afterChange: [() => {}] } }, false)).toBe(true)
    const [first, ...others] = leadsConfig.flattenedFields
    const hooked = { ...first!, hooks: { beforeChange: [() => undefined] } }
    expect(needsCreateOperation({ ...leadsConfig, flattenedFields: [hooked, ...others] }, false)).toBe(true)
    expect(needsCreateOperation(leadsConfig, true)).toBe(true)
    expect(needsCreateOperation(payload.collections.users.config, false)).toBe(true)
  })
})

describe('sales alerts', () => {
  it('queues one email per sales address for a new lead, in its transaction, and sends each once', async () => {
    const payload = await getTestPayload()
    const saved = env.SALES_ALERT_EMAILS
    env.SALES_ALERT_EMAILS = ['Sales@Example.com', 'owner@example.com', 'sales@example.com']
    const sent: { to: string; subject: string; text: string }[] = []
    const spy = vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      const { to, subject, text } = message as { to: string; subject: string; text: string }
      sent.push({ to, subject, text })
    })
    try {
      const firstTouch = { landingPage: '/', referrer: 'https://www.linkedin.com/', utm: { source: 'linkedin', campaign: 'pharma' }, at: '2026-11-20T09:30:00.000Z' }
      const outcome = await submitLead(payload, 'demo', demoPost(7, { meta: { sourcePage: '/pharma-webinar', firstTouch, campaignLabel: 'Pharma webinar' } }))
      expect(outcome.status).toBe('stored')
      expect(await salesAddresses(payload)).toEqual(['sales@example.com', 'owner@example.com'])
      await waitFor(() => sent.length >= 2)
      await sleep(300)
      expect(sent.map((m) => m.to).sort()).toEqual(['owner@example.com', 'sales@example.com'])
      const [mail] = sent
      expect(mail?.subject).toBe('New demo request: Meera Iyer 7, Iyer Textiles')
      expect(mail?.text).toContain('Email: meera.7@example.com')
      expect(mail?.text).toContain('Phone: +91 98480 22338')
      expect(mail?.text).toContain('Source: first visit: landed on / from https://www.linkedin.com/')
      expect(mail?.text).toContain('Campaign: source=linkedin, campaign=pharma')
      expect(mail?.text).toContain('Landing-page form: Pharma webinar')
      expect(mail?.text).toContain('Sent from: /pharma-webinar')
      const id = outcome.status === 'stored' ? outcome.id : ''
      expect(mail?.text).toContain(`Open in the admin: ${env.PUBLIC_URL}/admin/collections/erpz-demo-requests/${id}`)
    } finally {
      spy.mockRestore()
      env.SALES_ALERT_EMAILS = saved
    }
  })
})

describe('newsletter', () => {
  const post = (email: string) => ({ email, website: '', formToken: humanToken() })
  const subscriber = async (email: string) => {
    const payload = await getTestPayload()
    return payload.db.findOne<{ id: number; email: string; status: string; confirm_nonce: string | null; confirm_count: number }>({
      collection: 'erpz-news-letters',
      where: { email: { equals: email } },
    })
  }
  const confirmMails = async () =>
    (await (await getTestPayload()).find({ collection: 'erpz-outbox', where: { kind: { equals: NEWSLETTER_CONFIRM_MAIL_KIND } }, limit: 0, overrideAccess: true }))
      .totalDocs
  const events = () => receiver.received.map((r) => [(r.data as { event: string }).event, (r.data as { data: { email: string } }).data.email])

  it('stores one row per address and sends it to the webhook only once confirmed; a replayed or expired link changes nothing', async () => {
    const payload = await getTestPayload()
    expect((await submitLead(payload, 'newsletter', post('Reader@Example.com'))).status).toBe('subscribed')
    expect((await submitLead(payload, 'newsletter', post('reader@example.com'))).status).toBe('subscribed')
    await Promise.all([1, 2, 3].map(() => submitLead(payload, 'newsletter', post('twice@example.com'))))
    const rows = await payload.find({ collection: 'erpz-news-letters', limit: 0, overrideAccess: true })
    expect(rows.docs.map((d) => [d.email, d.status, d.delivery_status]).sort()).toEqual([
      ['reader@example.com', 'pending', 'awaiting_confirmation'],
      ['twice@example.com', 'pending', 'awaiting_confirmation'],
    ])
    await sleep(300)
    expect(receiver.received).toHaveLength(0)

    const reader = (await subscriber('reader@example.com'))!
    const expired = confirmToken(reader, Date.now() - 8 * 24 * 3600_000)
    expect(await confirmSubscription(payload, expired)).toBe('invalid')
    expect(await confirmSubscription(payload, `${reader.id}.${Date.now() + 1000}.forged`)).toBe('invalid')
    const link = confirmToken(reader)
    // The page the link opens checks it and changes nothing (issue 42).
    expect(await checkConfirmLink(payload, expired)).toBe('invalid')
    expect(await checkConfirmLink(payload, link)).toBe('valid')
    expect(await checkConfirmLink(payload, link)).toBe('valid')
    expect((await subscriber('reader@example.com'))?.status).toBe('pending')
    expect(await confirmSubscription(payload, link)).toBe('confirmed')
    expect(await confirmSubscription(payload, link)).toBe('invalid')
    expect(await checkConfirmLink(payload, link)).toBe('invalid')
    await waitFor(() => receiver.received.length >= 1)
    await sleep(300)
    expect(events()).toEqual([['subscribed', 'reader@example.com']])
    expect((await subscriber('reader@example.com'))?.status).toBe('confirmed')
    // Confirmed: a new sign-up of the address mails nothing and sends nothing.
    const mailsBefore = await confirmMails()
    expect((await submitLead(payload, 'newsletter', post('reader@example.com'))).status).toBe('already_subscribed')
    expect(await confirmMails()).toBe(mailsBefore)

    // One-click unsubscribe: an unsubscribed event, once; the old confirmation link stays dead.
    expect(await unsubscribe(payload, unsubscribeToken(reader))).toBe('unsubscribed')
    expect(await unsubscribe(payload, unsubscribeToken(reader))).toBe('unsubscribed')
    expect(await unsubscribe(payload, `${reader.id}.forged`)).toBe('invalid')
    await waitFor(() => receiver.received.length >= 2)
    await sleep(300)
    expect(events()).toEqual([
      ['subscribed', 'reader@example.com'],
      ['unsubscribed', 'reader@example.com'],
    ])
    expect(await confirmSubscription(payload, link)).toBe('invalid')
    expect((await subscriber('reader@example.com'))?.status).toBe('unsubscribed')
  })

  it('mails one address at most three confirmations a day', async () => {
    const payload = await getTestPayload()
    for (let i = 0; i < 5; i++) expect((await submitLead(payload, 'newsletter', post('target@example.com'))).status).toBe('subscribed')
    expect(await confirmMails()).toBe(3)
    expect((await subscriber('target@example.com'))?.confirm_count).toBe(3)
  })
})

describe('lead endpoint', () => {
  const ip = (n: number) => `203.0.113.${n}`
  const post = (body: unknown, headers: Record<string, string> = {}, from = ip(1)) =>
    new Request('http://127.0.0.1/leads/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: from, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const handleContact = leadEndpoint('contact')
  const call = (request: Request) => handleContact(request)

  it('answers field errors in one JSON shape with the spec messages', async () => {
    const response = await call(post(contactPost(8, { name: 'R', message: 'short' })))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      ok: false,
      message: 'Please correct the highlighted fields.',
      errors: { name: ['Name must be at least 2 characters'], message: ['Message must be at least 10 characters'] },
    })
    expect(await leads()).toHaveLength(0)
  })

  it('rejects wrong content types, oversized and malformed bodies', async () => {
    expect((await call(post(contactPost(9), { 'content-type': 'text/plain' }))).status).toBe(415)
    expect((await call(post(contactPost(9), { 'content-type': 'application/x-www-form-urlencoded' }))).status).toBe(415)
    expect((await call(post(contactPost(9, { message: 'x'.repeat(20_000) })))).status).toBe(413)
    // A body larger than its Content-Length claims is still cut off at the limit.
    const streamed = new Request('http://127.0.0.1/leads/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '10', [CLIENT_ADDRESS_HEADER]: ip(1) },
      body: JSON.stringify(contactPost(9, { message: 'x'.repeat(20_000) })),
    })
    expect((await call(streamed)).status).toBe(413)
    expect((await call(post('{"name":'))).status).toBe(400)
    expect(await leads()).toHaveLength(0)
  })

  it.each([
    ['a filled honeypot', () => ({ website: 'http://spam.example' })],
    ['a missing honeypot', () => ({ website: undefined })],
    ['a form posted too fast', () => ({ formToken: issueFormToken(Date.now() - 500) })],
    ['a stale form', () => ({ formToken: issueFormToken(Date.now() - 25 * 3600_000) })],
    ['a forged token', () => ({ formToken: `${Date.now() - 5000}.abc.def` })],
    ['no token', () => ({ formToken: undefined })],
  ])('answers %s exactly like success and stores nothing', async (_, extra) => {
    const human = await call(post(contactPost(10)))
    const bot = await call(post(contactPost(11, extra())))
    expect(bot.status).toBe(human.status)
    expect(await bot.json()).toEqual(await human.json())
    expect((await leads()).map((l) => l.email)).toEqual(['ravi.10@example.com'])
  })

  it('limits each client address to 10 posts a minute with 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await call(post(contactPost(20 + i), {}, ip(7)))).status).toBe(200)
    const eleventh = await call(post(contactPost(31), {}, ip(7)))
    expect(eleventh.status).toBe(429)
    const retryAfter = Number(eleventh.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // Another address is not affected.
    expect((await call(post(contactPost(32), {}, ip(8)))).status).toBe(200)
    expect(await leads()).toHaveLength(11)
  })

  it('lets only the benchmark\'s own token past the rate limit, and still checks the lead', async () => {
    const token = 'b'.repeat(43)
    env.ERPZ_BENCH_TOKEN = token
    try {
      const bench = { 'x-erpz-bench-token': token }
      for (let i = 0; i < 12; i++) expect((await call(post(contactPost(50 + i), bench, ip(9)))).status).toBe(200)
      // A wrong token counts against the same address like any other post.
      expect((await call(post(contactPost(70), { 'x-erpz-bench-token': 'c'.repeat(43) }, ip(9)))).status).toBe(200)
      for (let i = 0; i < 9; i++) await call(post(contactPost(71 + i), {}, ip(9)))
      expect((await call(post(contactPost(80), {}, ip(9)))).status).toBe(429)
      // Validation still runs for the benchmark.
      expect((await call(post(contactPost(81, { message: 'short' }), bench, ip(9)))).status).toBe(422)
    } finally {
      env.ERPZ_BENCH_TOKEN = undefined
    }
    expect(await leads()).toHaveLength(22)
  })
})

describe('lead access', () => {
  const password = 'correct horse battery staple'
  /** A sales and an editor account in the admin, made once. */
  async function staffAccounts(payload: Payload) {
    for (const [email, roles] of [
      ['sales@erpz.test', ['sales']],
      ['editor@erpz.test', ['editor']],
    ] as const) {
      const exists = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
      if (!exists.totalDocs) await payload.create({ collection: 'users', data: { email, password, roles: [...roles] }, overrideAccess: true })
    }
  }

  it('keeps leads from the public and lets sales export them as CSV', async () => {
    const payload = await getTestPayload()
    await submitLead(payload, 'contact', contactPost(40, { message: '=cmd|" /C calc"!A0 call me', meta: { sourcePage: '/pharma-webinar', campaignLabel: 'Pharma webinar' } }))
    await expect(payload.find({ collection: 'erpz-demo-requests', overrideAccess: false })).rejects.toThrow()

    await staffAccounts(payload)
    const tokenOf = async (email: string) =>
      (await payload.login({ collection: 'users', data: { email, password } })).token!
    const exportAs = (headers: Record<string, string>) =>
      exportLeadsCsv(payload, new Request('http://127.0.0.1/leads/export.csv?type=leads', { headers }))

    expect((await exportAs({})).status).toBe(401)
    expect((await exportAs({ authorization: `JWT ${await tokenOf('editor@erpz.test')}` })).status).toBe(403)
    const response = await exportAs({ authorization: `JWT ${await tokenOf('sales@erpz.test')}` })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (await response.text()).trim().split('\r\n')
    expect(lines[0]).toMatch(/^id,createdAt,kind,name,email,company_name,phone,preffered_slot,message,/)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('contact,Ravi Kumar 40,ravi.40@example.com,Acme Forge')
    expect(lines[1]).toContain(`"'=cmd|"" /C calc""!A0 call me"`)
    // The page's Form block label, last so that existing imports keep their columns.
    expect(lines[0]).toMatch(/,attribution\.first_seen_at,campaign_label$/)
    expect(lines[1]).toMatch(/,Pharma webinar$/)

    // Bookings have their export too (the bookings list's button); an unknown type is refused.
    const start = new Date(Date.now() + 86_400_000)
    await payload.create({
      collection: 'erpz-bookings',
      data: {
        status: 'confirmed',
        sequence: 0,
        meeting_type: 'demo',
        start: start.toISOString(),
        end: new Date(start.getTime() + 1_800_000).toISOString(),
        visitor_time_zone: 'Asia/Kolkata',
        name: 'Meera Export',
        email: 'meera.export@example.com',
        company_name: 'Pune Presses',
        ical_uid: `export-test-${start.getTime()}@erpz.in`,
      },
      overrideAccess: true,
    })
    const sales = { authorization: `JWT ${await tokenOf('sales@erpz.test')}` }
    const bookings = await exportLeadsCsv(payload, new Request('http://127.0.0.1/leads/export.csv?type=bookings', { headers: sales }))
    expect(bookings.status).toBe(200)
    expect(bookings.headers.get('content-disposition')).toMatch(/^attachment; filename="erpz-bookings-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bookingLines = (await bookings.text()).trim().split('\r\n')
    expect(bookingLines[0]).toBe(
      'id,createdAt,status,meeting_type,start,end,host,visitor_time_zone,name,email,company_name,phone,message,lead,cancelled_at,cancelled_by',
    )
    expect(bookingLines).toHaveLength(2)
    expect(bookingLines[1]).toContain(`confirmed,demo,${start.toISOString()}`)
    expect(bookingLines[1]).toContain('Asia/Kolkata,Meera Export,meera.export@example.com,Pune Presses')
    const unknown = await exportLeadsCsv(payload, new Request('http://127.0.0.1/leads/export.csv?type=users', { headers: sales }))
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toBe('Unknown export type: use type=leads, newsletter or bookings.\n')
  })

  it('answers the sales view\'s redeliver actions: 401 signed out, 403 for editors, 404 and 409 with their outcome', async () => {
    const payload = await getTestPayload()
    await staffAccounts(payload)
    const stored = await submitLead(payload, 'contact', contactPost(41))
    if (stored.status !== 'stored') throw new Error(`the lead was not stored: ${stored.status}`)
    const { id } = stored
    const [failedEndpoint, oneEndpoint] = redeliverEndpoints('erpz-demo-requests')
    const as = async (email: string | null, leadId = id) => {
      const { user } = email ? await payload.login({ collection: 'users', data: { email, password } }) : { user: null }
      const req = await createLocalReq({ user: user ? { ...user, collection: 'users' } : undefined }, payload)
      req.routeParams = { id: leadId }
      return req
    }
    const answer = async (response: Response) => ({ status: response.status, cache: response.headers.get('cache-control'), body: await response.json() })

    expect(await answer(await oneEndpoint!.handler(await as(null)))).toEqual({ status: 401, cache: 'no-store', body: { ok: false, message: 'Please sign in.' } })
    expect(await answer(await failedEndpoint!.handler(await as('editor@erpz.test')))).toEqual({
      status: 403,
      cache: 'no-store',
      body: { ok: false, message: 'Only sales and admins can redeliver leads.' },
    })
    expect(await answer(await oneEndpoint!.handler(await as('sales@erpz.test', '999999')))).toEqual({
      status: 404,
      cache: 'no-store',
      body: { ok: false, outcome: 'not_found', message: 'Lead not found.' },
    })
    await withoutLeadWebhook(async () => {
      expect(await answer(await oneEndpoint!.handler(await as('sales@erpz.test')))).toEqual({
        status: 409,
        cache: 'no-store',
        body: { ok: false, outcome: 'not_configured', message: 'No webhook is configured for this kind of lead.' },
      })
    })
    expect(await answer(await failedEndpoint!.handler(await as('sales@erpz.test')))).toEqual({
      status: 200,
      cache: 'no-store',
      body: { ok: true, queued: 0, message: '0 failed leads queued for delivery.' },
    })
  })
})
