/**
 * One way to write several rows as one: `inTransaction`. And PostgreSQL transactions whose failed
 * COMMIT is an error (decision 179).
 *
 * `@payloadcms/drizzle` 3.90 runs a transaction as a drizzle callback held open by a promise, and
 * catches that transaction's final rejection (meant for a connection that fails before BEGIN);
 * its `commitTransaction` then also swallows what `resolve` throws. So a COMMIT that fails — the
 * connection lost at that moment, a deferred constraint, a serialization failure — resolved as if
 * it had succeeded, and a lead was answered 200 without being stored.
 *
 * This wraps the adapter's `init` and replaces its begin and commit with the same mechanism, except
 * that the outcome of COMMIT is kept and `commitTransaction` rejects with it. Callers already treat
 * a rejected commit as a failed write (`killTransaction`, then an error answer the client retries).
 * Rollback is the adapter's own. SQLite runs without transactions (decision 030) and is untouched.
 */
import 'server-only'

import crypto from 'node:crypto'

import { commitTransaction, initTransaction, killTransaction, type BaseDatabaseAdapter, type DatabaseAdapterObj, type PayloadRequest } from 'payload'

/**
 * Runs `work` (whose writes pass `req`) as one transaction where the database has them (PostgreSQL):
 * committed when it returns, rolled back when it throws or when its COMMIT fails. Where it has none
 * (SQLite, decision 030), or when `req` is already inside a transaction (whose owner commits), the
 * writes stand as they are made; on a failure `undo` then removes what `work` stored, as far as it
 * can. Either way the error is thrown on, and the caller answers it.
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>, { undo }: { undo?: () => Promise<unknown> } = {}): Promise<T> {
  const transactional = await initTransaction(req)
  try {
    const result = await work()
    if (transactional) await commitTransaction(req)
    return result
  } catch (error) {
    if (transactional) await killTransaction(req)
    else if (undo) await undo().catch(() => {})
    throw error
  }
}

type Session = { db: unknown; reject: () => Promise<void>; resolve: () => Promise<void> }

/** The parts of `@payloadcms/drizzle`'s adapter this replacement uses. */
type DrizzleTransactions = BaseDatabaseAdapter & {
  drizzle: { transaction: (work: (tx: unknown) => Promise<void>, options?: unknown) => Promise<void> }
  initializing: Promise<void>
  sessions: Record<string, Session>
  transactionOptions: unknown
}

export function withFailedCommitsReported(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args) as DrizzleTransactions

      db.beginTransaction = async (options) => {
        await db.initializing
        let started = false
        let commitFailure: { error: unknown } | undefined
        let ready!: () => void
        let beginFailed!: (error: unknown) => void
        const begun = new Promise<void>((resolve, reject) => {
          ready = resolve
          beginFailed = reject
        })
        let tx: unknown
        let finish!: () => void
        let abort!: () => void
        const done = db.drizzle
          .transaction(async (transaction) => {
            tx = transaction
            started = true
            await new Promise<void>((resolve, reject) => {
              finish = resolve
              abort = () => reject(new Error('transaction rolled back'))
              ready()
            })
          }, options ?? db.transactionOptions)
          .catch((error: unknown) => {
            // Before the callback ran: BEGIN (or the connection) failed. After: COMMIT, or our own rollback.
            if (started) commitFailure = { error }
            else beginFailed(error)
          })
        try {
          await begun
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          db.payload.logger.error({ err: error, msg: `Error: cannot begin transaction: ${message}` })
          throw new Error(`Error: cannot begin transaction: ${message}`)
        }
        const id = crypto.randomUUID()
        db.sessions[id] = {
          db: tx,
          resolve: async () => {
            finish()
            await done
            if (commitFailure) throw commitFailure.error
          },
          reject: async () => {
            abort()
            await done
          },
        }
        return id
      }

      db.commitTransaction = async (incoming) => {
        const id = String(incoming instanceof Promise ? await incoming : incoming)
        const session = db.sessions[id]
        // Already ended (rolled back by another operation sharing the transaction).
        if (!session) return
        delete db.sessions[id]
        await session.resolve()
      }

      return db
    },
  }
}
