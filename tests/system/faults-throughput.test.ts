/**
 * The fault suite's scenarios with a deadline (issue 14): leads stored while no instance delivered go
 * out after a plain start, and 1,000 leads are delivered within 30 s. They run alone (vitest.config.ts,
 * TIMED_ALONE): beside other files the deadline would measure them. `npm run test:faults`.
 */
import { describe, expect, it } from 'vitest'

import type { AppServer, Database } from '../support/app-server'
import { answered2xx, faultHarness } from '../support/fault-harness'
import { deliveries, formTokens, postLeads, sleep, waitDelivered } from '../support/lead-faults'

const harness = faultHarness()
const { fresh, start, judge } = harness

describe('lead delivery under faults, on time (SQLite)', () => {
  let plain: AppServer
  let plainDatabase: Database

  it('fresh start: leads stored while no instance delivered go out after a start with no request at all', async () => {
    plainDatabase = await fresh()
    const quiet = await start(plainDatabase, { ERPZ_JOBS_AUTORUN: 'false' })
    const tokens = await formTokens(quiet.url, 100)
    const results = await postLeads(() => quiet.url, 'fresh', tokens)
    await sleep(1_500)
    expect(deliveries(harness.receiver, 'fresh').emails.size).toBe(0) // that instance does not deliver
    await quiet.stop()

    // A plain start: the harness only polls /healthz, which our server answers without Next.js.
    const started = Date.now()
    plain = await start(plainDatabase)
    const drain = await waitDelivered(harness.receiver, 'fresh', answered2xx(results), 60_000)
    const { accepted } = await judge('fresh start', plainDatabase, 'fresh', results, drain, `${((Date.now() - started) / 1000).toFixed(1)} s from spawning the server`)
    expect(accepted.size).toBe(100)
  })

  it('throughput: 1,000 leads after a plain start with a healthy receiver are all delivered within 30 s', async () => {
    const tokens = await formTokens(plain.url, 1000)
    const began = Date.now()
    const results = await postLeads(() => plain.url, 'burst', tokens, { concurrency: 16 })
    const postedSeconds = (Date.now() - began) / 1000
    const drain = await waitDelivered(harness.receiver, 'burst', answered2xx(results), 60_000)
    const total = (Date.now() - began) / 1000
    const rate = 1000 / total
    await judge('1,000 leads', plainDatabase, 'burst', results, drain, `posted in ${postedSeconds.toFixed(1)} s, all delivered ${total.toFixed(1)} s after the first post: ${rate.toFixed(0)} leads/s end to end`)
    await plain.stop()
    expect(answered2xx(results).size).toBe(1000)
    expect(total).toBeLessThan(30)
  })

})
