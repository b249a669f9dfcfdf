import 'server-only'

import type { Payload } from 'payload'

import { env } from '@/env'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { logger } from '@/server/platform/log'
import { getRedis } from '@/server/platform/redis'
import { checkMediaStorage } from '@/server/platform/storage/s3'

/** A load balancer polls every few seconds; a check that takes longer than this counts as down. */
const CHECK_TIMEOUT_MS = 2_000

export type CheckResult = 'ok' | 'failed' | 'not configured'
export type Readiness = { ready: boolean; checks: Record<'database' | 'migrations' | 'redis' | 'storage', CheckResult> }

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

async function check(name: string, work: () => Promise<boolean>): Promise<CheckResult> {
  try {
    return (await withTimeout(work(), name)) ? 'ok' : 'failed'
  } catch (err) {
    logger.warn({ err, check: name }, 'readiness check failed')
    return 'failed'
  }
}

/** Whether every migration this build ships is recorded as applied in the database. */
async function appliedMigrations(getPayload: () => Promise<Payload>): Promise<'ok' | 'failed' | 'missing'> {
  const payload = await getPayload()
  const { docs } = await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0 })
  const applied = new Set(docs.map((doc) => doc.name))
  const shipped = env.dialect === 'postgres' ? postgresMigrations : sqliteMigrations
  return shipped.every((migration) => applied.has(migration.name)) ? 'ok' : 'missing'
}

/**
 * What `/readyz` reports: ready when this instance can serve every page, that is the database
 * answers with the schema this build expects, and Redis and the media bucket answer when they
 * are configured. Details of a failure go to the log, not to the (public) response. `getPayload`
 * is the app's (src/server/endpoint.ts): platform does not know the Payload config.
 */
export async function readiness(getPayload: () => Promise<Payload>): Promise<Readiness> {
  let migrations: CheckResult = 'failed'
  const database = await check('database', async () => {
    const state = await appliedMigrations(getPayload)
    migrations = state === 'ok' ? 'ok' : 'failed'
    if (state === 'missing') logger.warn('readiness: the database lacks migrations this build ships')
    return true
  })
  const redisClient = getRedis()
  const [redis, storage] = await Promise.all([
    redisClient
      ? check('redis', async () => (await redisClient.ping()) === 'PONG')
      : Promise.resolve<CheckResult>('not configured'),
    env.S3_BUCKET ? check('storage', checkMediaStorage) : Promise.resolve<CheckResult>('not configured'),
  ])
  const checks = { database, migrations: database === 'ok' ? migrations : 'failed', redis, storage } as const
  return { ready: Object.values(checks).every((result) => result !== 'failed'), checks }
}
