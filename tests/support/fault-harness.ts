/**
 * The fault suite's harness (tests/system/faults.test.ts and faults-throughput.test.ts): one webhook
 * receiver per file, the SQLite databases and `npm start` servers its scenarios make (killed and
 * dropped after the file), and the judgement every scenario ends with.
 */
import { afterAll, beforeAll, expect } from 'vitest'

import { type AppServer, type Database, freshDatabase, SECRETS, startAppServer } from './app-server'
import { deliveries, faultEnv, type PostResult, printFigures, storedEmails } from './lead-faults'
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver'

/** The emails of the leads a server answered 2xx. */
export const answered2xx = (results: PostResult[]) =>
  new Set(results.filter((r) => typeof r.status === 'number' && r.status >= 200 && r.status < 300).map((r) => r.email))

/** Call at a test file's top level: registers the file's set-up and clean-up. */
export function faultHarness() {
  let receiver: WebhookReceiver | undefined
  const databases: Database[] = []
  const servers: AppServer[] = []

  beforeAll(async () => {
    // The servers' own secret, so the receiver can check their signatures.
    receiver = await startWebhookReceiver(SECRETS.WEBHOOK_SECRET)
  })
  afterAll(async () => {
    for (const server of servers) await server.kill()
    await receiver?.close()
    for (const database of databases) await database.drop()
  })

  const harness = {
    get receiver(): WebhookReceiver {
      if (!receiver) throw new Error('the webhook receiver starts in beforeAll')
      return receiver
    },

    async fresh(): Promise<Database> {
      const database = await freshDatabase('sqlite', 'erpz_faults')
      databases.push(database)
      return database
    },

    async start(database: Database, env: Record<string, string> = {}): Promise<AppServer> {
      const server = await startAppServer(database, { env: faultEnv(harness.receiver, env) })
      servers.push(server)
      return server
    },

    /** Checks and prints one scenario: every lead answered 2xx is stored and delivered. */
    async judge(name: string, database: Database, scenario: string, results: PostResult[], drainSeconds: number, note = '') {
      const accepted = answered2xx(results)
      const stored = await storedEmails(database, scenario)
      const { emails, duplicates, idsPerEmail } = deliveries(harness.receiver, scenario)
      printFigures(name, { sent: results.length, answered2xx: accepted.size, stored: stored.size, delivered: emails.size, duplicates, drainSeconds }, note)
      const lost = [...accepted].filter((email) => !stored.has(email) || !emails.has(email))
      expect(lost, `${name}: leads answered 2xx but not stored and delivered`).toEqual([])
      // Nothing is delivered that was never stored, and one lead keeps one webhook-id.
      expect([...emails].filter((email) => !stored.has(email))).toEqual([])
      expect(idsPerEmail).toBe(true)
      expect(Number.isNaN(drainSeconds)).toBe(false)
      return { accepted, stored, emails, duplicates }
    },
  }
  return harness
}
