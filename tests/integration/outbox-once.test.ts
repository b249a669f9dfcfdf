/**
 * `enqueueOnce`: work queued under one dedupe key is queued once, however many ask at the same
 * moment (a double click of Send or Redeliver, a retried request, two instances' timers), on both
 * databases; on PostgreSQL also from two Payload instances, each with its own pool, as two servers
 * behind the proxy would be.
 */
import { sql } from '@payloadcms/db-postgres'
import { getPayload, type Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import config from '@/payload.config'
import { isPostgres, query } from '@/server/platform/db/sql'
import { defineOutboxKind, enqueueOnce } from '@/server/platform/outbox'

import { closeTestPayload, getTestPayload } from '../support/payload'

// Never run: a kind of its own, so no worker of this process claims the rows counted here.
const probeKind = defineOutboxKind<{ n: number }>('test-once-probe', {
  parse: (input) => input as { n: number },
  run: async () => ({ status: 'done' }),
  maxAttempts: () => 1,
  retryBaseMs: () => 1_000,
})

async function rows(payload: Payload, key: string): Promise<Array<{ status: string }>> {
  return (await query(payload, sql`SELECT status FROM "erpz_outbox" WHERE dedupe_key = ${key}`)) as Array<{ status: string }>
}

afterAll(() => closeTestPayload())

describe(`enqueueOnce on ${env.dialect}`, () => {
  it('twenty callers at once with one key: one item, one "queued", nineteen "already_queued"', async () => {
    const payload = await getTestPayload()
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, n) => enqueueOnce(payload, probeKind, { n }, { dedupeKey: 'once:a', among: 'any' })))
    expect(outcomes.filter((outcome) => outcome === 'queued')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'already_queued')).toHaveLength(19)
    expect(await rows(payload, 'once:a')).toEqual([{ status: 'pending' }])
  })

  it("'pending' queues again once the item has run; 'any' never does", async () => {
    const payload = await getTestPayload()
    expect(await enqueueOnce(payload, probeKind, { n: 1 }, { dedupeKey: 'once:b', among: 'pending' })).toBe('queued')
    expect(await enqueueOnce(payload, probeKind, { n: 2 }, { dedupeKey: 'once:b', among: 'pending' })).toBe('already_queued')
    await query(payload, sql`UPDATE "erpz_outbox" SET status = 'done' WHERE dedupe_key = ${'once:b'}`)
    expect(await enqueueOnce(payload, probeKind, { n: 3 }, { dedupeKey: 'once:b', among: 'any' })).toBe('already_queued')
    const again = await Promise.all([1, 2, 3, 4].map((n) => enqueueOnce(payload, probeKind, { n }, { dedupeKey: 'once:b', among: 'pending' })))
    expect(again.filter((outcome) => outcome === 'queued')).toHaveLength(1)
    expect((await rows(payload, 'once:b')).map((row) => row.status).sort()).toEqual(['done', 'pending'])
  })

  it('two instances (two pools) asked at the same moment queue it once (PostgreSQL: the advisory lock)', async (context) => {
    const payload = await getTestPayload()
    if (!isPostgres(payload)) return context.skip('SQLite serves one instance; its callers take turns in the process')
    const second = await getPayload({ config, key: `${env.DATABASE_URL}#second-instance` })
    for (let round = 0; round < 5; round++) {
      const key = `once:c:${round}`
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, n) => enqueueOnce(n % 2 ? second : payload, probeKind, { n }, { dedupeKey: key, among: 'any' })),
      )
      expect(outcomes.filter((outcome) => outcome === 'queued')).toHaveLength(1)
      expect(await rows(payload, key)).toHaveLength(1)
    }
  })
})
