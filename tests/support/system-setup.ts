/**
 * Vitest global set-up of the system tests: one production build, shared with the browser tests,
 * and one migrated and seeded database per dialect that each test's fresh database is copied from.
 * Both system projects (vitest.config.ts) name this file; the second finds the first's work done.
 */
import { ensureBuild } from '../../scripts/lib/build'
import { prepareTemplates, templatesPrepared } from './app-server'

export default async function setup(): Promise<(() => Promise<void>) | void> {
  if (templatesPrepared()) return
  ensureBuild()
  return prepareTemplates()
}
