/**
 * Fault suite, two instances on one PostgreSQL database (issue 14): both deliver from the same
 * outbox; one is SIGKILLed mid-run. Every lead answered 2xx is delivered, and the only duplicates
 * are deliveries that were in flight at the kill (their answer was lost with the process).
 */
import { afterAll, describe, expect, it } from 'vitest'

import { type AppServer, type Database, freshDatabase, SECRETS, startAppServer } from '../support/app-server'
import {
  deliveries,
  faultEnv,
  formTokens,
  leasedNow,
  type PostResult,
  postLeads,
  printFigures,
  sleep,
  storedEmails,
  waitDelivered,
} from '../support/lead-faults'
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver'

const SECRET = SECRETS.WEBHOOK_SECRET // the servers' own, so the receiver can check their signatures

if (!process.env.TEST_DATABASE_URL) {
  console.log('faults two-instances: skipped, TEST_DATABASE_URL is not set (it needs a shared PostgreSQL database)')
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('lead delivery with two instances on PostgreSQL, one killed', () => {
  let receiver: WebhookReceiver | undefined
  let database: Database | undefined
  const servers: AppServer[] = []

  afterAll(async () => {
    for (const server of servers) await server.kill()
    await receiver?.close()
    await database?.drop()
  })

  it('delivers every lead; duplicates are at most the deliveries in flight at the kill', async () => {
    receiver = await startWebhookReceiver(SECRET)
    receiver.delayMs = 30 // a receiver doing some work: deliveries are in flight when the kill comes
    database = await freshDatabase('postgres', 'erpz_faults', { empty: true })
    // One after the other: the first migrates the new database, the second finds it current.
    const first = await startAppServer(database, { env: faultEnv(receiver) })
    servers.push(first)
    const second = await startAppServer(database, { env: faultEnv(receiver) })
    servers.push(second)

    const tokens = await formTokens(first.url, 300)
    let alive = true
    let turn = 0
    const target = () => (alive && turn++ % 2 === 0 ? first.url : second.url)
    let answered = 0
    let inFlightAtKill = 0
    const posting = postLeads(target, 'instances', tokens, {
      concurrency: 12,
      onResult: (result) => {
        if (result.status === 200) answered++
      },
    })
    while (answered < 150) await sleep(5)
    await first.kill()
    alive = false
    inFlightAtKill = await leasedNow(database)
    const results: PostResult[] = await posting

    const accepted = new Set(results.filter((r) => r.status === 200).map((r) => r.email))
    const drain = await waitDelivered(receiver, 'instances', accepted, 90_000)
    const stored = await storedEmails(database, 'instances')
    const { emails, duplicates, idsPerEmail } = deliveries(receiver, 'instances')
    printFigures(
      'two instances',
      { sent: results.length, answered2xx: accepted.size, stored: stored.size, delivered: emails.size, duplicates, drainSeconds: drain },
      `${inFlightAtKill} deliveries in flight at the kill`,
    )
    expect([...accepted].filter((email) => !stored.has(email) || !emails.has(email))).toEqual([])
    expect(idsPerEmail).toBe(true)
    expect(duplicates).toBeLessThanOrEqual(inFlightAtKill)
    expect(accepted.size).toBeGreaterThanOrEqual(250)
    await second.stop()
  })
})
