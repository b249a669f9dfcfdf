/**
 * Fault suite (issue 14): production servers started as `npm start` starts them, a local webhook
 * receiver, and the faults a lead must survive. Each scenario prints one line of figures and fails
 * on any lead that was answered 2xx but is not stored and delivered. `npm run test:faults`.
 * The scenarios with a deadline (a fresh start's backlog, 1,000 leads within 30 s) are in
 * faults-throughput.test.ts, which runs alone; these run beside other system test files.
 */
import { describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/free-port'
import { ADMIN, type AppServer, cmsLogin } from '../support/app-server'
import { queryRows } from '../support/db-query'
import { answered2xx, faultHarness } from '../support/fault-harness'
import {
  addressOf,
  formTokens,
  type PostResult,
  postLeads,
  sleep,
  waitDelivered,
} from '../support/lead-faults'
import { startSmtp } from '../support/smtp'

const harness = faultHarness()
const { fresh, start, judge } = harness

describe('lead delivery under faults (SQLite)', () => {
  it('outage: leads posted while the receiver answers 500, then times out, are all delivered after it recovers', async () => {
    const database = await fresh()
    const server = await start(database)
    harness.receiver.fallbackStatus = 500
    let results: PostResult[] = []
    try {
      const tokens = await formTokens(server.url, 200)
      results = await postLeads(() => server.url, 'outage', tokens)
      await sleep(3_000) // the receiver stays broken a while: several retries each
      harness.receiver.hang = true // then stops answering at all: attempts time out
      await sleep(3_000)
    } finally {
      harness.receiver.hang = false
      harness.receiver.fallbackStatus = 200
    }
    const failedAttempts = harness.receiver.received.filter((hit) => hit.status !== 200).length
    const drain = await waitDelivered(harness.receiver, 'outage', answered2xx(results), 90_000)
    const { accepted } = await judge('outage', database, 'outage', results, drain, `${failedAttempts} failed attempts during the outage`)
    expect(accepted.size).toBe(200)
    expect(failedAttempts).toBeGreaterThanOrEqual(200)
    await server.stop()
  })

  it('crash: the server SIGKILLed 3 times while visitors post; every lead answered 2xx is stored and delivered', async () => {
    const database = await fresh()
    const holder: { current?: AppServer } = { current: await start(database) }
    const tokens = await formTokens(holder.current!.url, 400)
    const results: PostResult[] = []
    for (let round = 0; round < 4; round++) {
      let answered = 0
      const posting = postLeads(addressOf(holder), 'crash', tokens.slice(round * 100, round * 100 + 100), {
        from: round * 100,
        concurrency: 8,
        onResult: (result) => {
          if (result.status === 200) answered++
        },
      })
      if (round < 3) {
        // Mid-round: requests and deliveries are in flight when the whole process group dies.
        while (answered < 40) await sleep(5)
        await holder.current!.kill()
        results.push(...(await posting))
        holder.current = await start(database)
      } else {
        results.push(...(await posting))
      }
    }
    const drain = await waitDelivered(harness.receiver, 'crash', answered2xx(results), 90_000)
    const { accepted } = await judge('crash', database, 'crash', results, drain, '3 × SIGKILL of the process group')
    expect(accepted.size).toBeGreaterThanOrEqual(160)
    await holder.current!.stop()
  })

  it('sales view: a failed lead is shown failed and redelivered by sales through HTTP; visitors and editors are refused', async () => {
    const plain = await start(await fresh())
    const admin = await cmsLogin(plain, ADMIN.email, ADMIN.password)
    const password = 'fault-suite-staff-password'
    for (const [email, role] of [['sales@faults.test', 'sales'], ['editor@faults.test', 'editor']] as const) {
      const created = await fetch(`${plain.url}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: admin },
        body: JSON.stringify({ email, password, roles: [role] }),
      })
      expect(created.status).toBe(201)
    }
    const sales = await cmsLogin(plain, 'sales@faults.test', password)
    const editor = await cmsLogin(plain, 'editor@faults.test', password)

    // Two leads whose receiver answers 410 Gone: failed at once, never retried by themselves.
    harness.receiver.respondWith(410, 410)
    const tokens = await formTokens(plain.url, 2)
    const results = await postLeads(() => plain.url, 'redeliver', tokens, { concurrency: 1 })
    expect(results.map((r) => r.status)).toEqual([200, 200])
    const leadsAsSales = async () => {
      const query = new URLSearchParams({ 'where[email][like]': 'redeliver.', sort: 'email', depth: '0' })
      const response = await fetch(`${plain.url}/api/erpz-demo-requests?${query}`, { headers: { authorization: sales } })
      return ((await response.json()) as { docs: Array<{ id: number; email: string; delivery_status: string }> }).docs
    }
    const until = async (check: (docs: Awaited<ReturnType<typeof leadsAsSales>>) => boolean) => {
      const deadline = Date.now() + 20_000
      while (!check(await leadsAsSales())) {
        if (Date.now() > deadline) throw new Error('lead status did not change')
        await sleep(100)
      }
      return leadsAsSales()
    }
    const [first, second] = await until((docs) => docs.length === 2 && docs.every((d) => d.delivery_status === 'failed'))

    const redeliver = (id: number, authorization?: string) =>
      fetch(`${plain.url}/api/erpz-demo-requests/${id}/redeliver`, { method: 'POST', headers: authorization ? { authorization } : {} })
    expect((await redeliver(first!.id)).status).toBe(401)
    expect((await redeliver(first!.id, editor)).status).toBe(403)
    const failedAll = (authorization?: string) =>
      fetch(`${plain.url}/api/erpz-demo-requests/redeliver-failed`, { method: 'POST', headers: authorization ? { authorization } : {} })
    expect((await failedAll()).status).toBe(401)
    expect((await failedAll(editor)).status).toBe(403)
    expect(await leadsAsSales()).toEqual([first, second]) // nothing changed for the refused

    const one = await redeliver(first!.id, sales)
    expect(one.status).toBe(200)
    expect(await one.json()).toMatchObject({ ok: true, outcome: 'queued' })
    await until((docs) => docs[0]?.delivery_status === 'delivered' && docs[1]?.delivery_status === 'failed')

    const all = await failedAll(sales)
    expect(await all.json()).toMatchObject({ ok: true, queued: 1 })
    await until((docs) => docs.every((d) => d.delivery_status === 'delivered'))
    expect((await redeliver(999_999, sales)).status).toBe(404)

    // The same webhook-id on the failed attempt and the redelivery, attempts numbered on.
    const attempts = await fetch(`${plain.url}/api/webhook-deliveries?where[lead_id][equals]=${first!.id}&sort=attempt&depth=0`, {
      headers: { authorization: sales },
    })
    const log = ((await attempts.json()) as { docs: Array<{ attempt: number; outcome: string; webhook_id: string }> }).docs
    expect(log.map((a) => [a.attempt, a.outcome])).toEqual([[1, 'gone'], [2, 'delivered']])
    expect(new Set(log.map((a) => a.webhook_id)).size).toBe(1)
    await plain.stop()
  })

  it('booking: the invites wait while the mail server is down and go out once when it is back', async () => {
    const database = await fresh()
    const smtpPort = await freePort() // nothing listens here yet
    const server = await start(database, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` })
    const [token] = await formTokens(server.url, 1)
    const slots = (await (await fetch(`${server.url}/scheduler/slots?type=demo&tz=Asia%2FKolkata`)).json()) as {
      days: Array<{ slots: Array<{ start: string }> }>
    }
    const slot = slots.days[0]!.slots[0]!.start
    await sleep(2_100) // a form token counts once a human could have filled the form
    const visitor = 'booking.mail@faults.example.com'
    const booked = await fetch(`${server.url}/scheduler/book?type=demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Mail Outage', email: visitor, companyName: 'Down Time Works', message: 'Booked while our mail server was down.', start: slot, timeZone: 'Asia/Kolkata', website: '', formToken: token }),
    })
    expect(booked.status, await booked.clone().text()).toBe(201)

    // Both invites were tried against the closed port and are waiting for their retry.
    const mails = () => queryRows<{ status: string; attempts: number | string; last_error: string | null }>(database, "SELECT status, attempts, last_error FROM erpz_outbox WHERE kind = 'booking-mail'")
    const triedOnce = (rows: Awaited<ReturnType<typeof mails>>) =>
      rows.length === 2 && rows.every((row) => row.status === 'pending' && Number(row.attempts) === 1 && row.last_error)
    const deadline = Date.now() + 10_000
    while (!triedOnce(await mails())) {
      if (Date.now() > deadline) throw new Error(`the invites were not tried: ${JSON.stringify(await mails())}`)
      await sleep(200)
    }

    const smtp = await startSmtp(smtpPort)
    try {
      const toVisitor = await smtp.waitFor(visitor, 0, 40_000)
      const toHost = await smtp.waitFor(ADMIN.email, 0, 40_000)
      for (const mail of [toVisitor, toHost]) expect(mail.raw).toContain('METHOD:REQUEST')
      await sleep(2_000)
      expect(smtp.messages.map((m) => m.to).sort()).toEqual([[ADMIN.email], [visitor]].sort())
      expect((await mails()).map((row) => row.status)).toEqual(['done', 'done'])
    } finally {
      await smtp.close()
      await server.stop()
    }
  })
})
