/**
 * Vitest global set-up of the system tests: one production build, shared with the browser tests,
 * and one migrated and seeded database per dialect that each test's fresh database is copied from.
 */
import { ensureBuild } from '../../scripts/lib/build'
import { prepareTemplates } from './app-server'

export default async function setup(): Promise<() => Promise<void>> {
  ensureBuild()
  return prepareTemplates()
}
