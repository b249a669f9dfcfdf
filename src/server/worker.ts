import 'server-only'

import { getPayload } from 'payload'

import { env } from '@/env'
import config from '@/payload.config'
import { passwordResetMailJob } from '@/server/accounts/reset-mail'
import { rollClosedDays } from '@/server/analytics/rollup'
import { pruneAnalytics } from '@/server/analytics/store'
import { candidateMailJob } from '@/server/careers/candidate-email'
import { careersMailJob } from '@/server/careers/mail'
import { careersRetentionJob, sweepApplications } from '@/server/careers/retention'
import { leadWebhookJob } from '@/server/leads/delivery'
import { newsletterConfirmMailJob } from '@/server/leads/newsletter'
import { leadOverdueJob } from '@/server/leads/overdue'
import { requeueOrphanedLeads } from '@/server/leads/reconcile'
import { salesAlertJob } from '@/server/leads/sales-alert'
import { onShutdown } from '@/server/platform/lifecycle'
import { logger } from '@/server/platform/log'
import { type AnyOutboxKind, type OutboxWorker, startOutboxWorker, workerOptionsFromEnv } from '@/server/platform/outbox'
import { startScheduledPublishing } from '@/server/platform/scheduled-publish'
import { expirePrerenderedPagesOnStart } from '@/server/pages/expire-on-start'
import { bookingMailJob } from '@/server/scheduler/mail'
import { liveHelpNoAnswerJob, liveHelpTranscriptJob, pruneLiveHelp } from '@/server/live-help/jobs'

/**
 * The server's background work, in one list (issue 28): every kind of queued work the outbox runs
 * and the maintenance it does. The outbox itself (src/server/platform/outbox) knows none of them; a module
 * that queues work defines its kind with `defineOutboxKind`, and the kind goes here.
 */
export const OUTBOX_KINDS: readonly AnyOutboxKind[] = [
  leadWebhookJob,
  newsletterConfirmMailJob,
  salesAlertJob,
  leadOverdueJob,
  bookingMailJob,
  careersMailJob,
  candidateMailJob,
  careersRetentionJob,
  passwordResetMailJob,
  liveHelpNoAnswerJob,
  liveHelpTranscriptJob,
]

let started: Promise<OutboxWorker | null> | undefined

/**
 * Starts this server's outbox worker on the app's Payload, once, unless ERPZ_JOBS_AUTORUN is off.
 * Started by our server as soon as it listens (src/app/outbox-worker, decision 187), so delivery
 * runs from start-up on, without waiting for a visitor (decision 080). At shutdown it stops
 * claiming and the started items finish.
 */
export function startServerOutbox(): Promise<OutboxWorker | null> {
  started ??= (async () => {
    // Once per server, whatever ERPZ_JOBS_AUTORUN says: pages render from the stored documents (decision 157).
    expirePrerenderedPagesOnStart()
    if (!env.jobsAutoRun) {
      logger.info('ERPZ_JOBS_AUTORUN is off: this instance does not deliver queued work')
      return null
    }
    const payload = await getPayload({ config })
    const worker = startOutboxWorker(payload, {
      ...workerOptionsFromEnv(),
      kinds: OUTBOX_KINDS,
      // The careers retention sweep runs from its own outbox item at each role's due time; the
      // maintenance pass also catches anything due (a role closed before this build, decision 167).
      // Closed days of analytics are rolled up (decision 182) before raw events past their
      // retention and salts of earlier days go (decision 180).
      maintenance: [(p) => requeueOrphanedLeads(p), (p) => sweepApplications(p), (p) => rollClosedDays(p), (p) => pruneAnalytics(p), (p) => pruneLiveHelp(p)],
    })
    // At shutdown, after the last request is answered: the items under way finish, then pools close.
    onShutdown('lead delivery', 'work', () => worker.stop())
    // Scheduled publish and unpublish from the admin's drawer (decision 155), on the same switch.
    const schedules = startScheduledPublishing(payload, {
      intervalMs: env.ERPZ_JOBS_INTERVAL_SECONDS * 1000,
      leaseMs: env.ERPZ_OUTBOX_LEASE_MS,
    })
    onShutdown('scheduled publishing', 'work', () => schedules.stop())
    return worker
  })()
  return started
}
