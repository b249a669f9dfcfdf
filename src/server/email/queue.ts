import 'server-only'

import { logger } from '@/server/log'

/** Runs a mail job after the request has been answered, so no answer waits for (or reveals) a send. */
export function queueMail(job: () => Promise<void>): void {
  setImmediate(() => {
    job().catch((err: unknown) => logger.error({ err }, 'a queued email could not be sent'))
  })
}
