import 'server-only'

import type { Payload } from 'payload'

export type SeedLog = (message: string) => void

/** One feature's demo content; the registry (index.ts) lists them in order. */
export type Seeder = {
  name: string
  /** Returns how many records it created (0 when its content was already there). */
  run: (payload: Payload, log: SeedLog) => Promise<number>
}
