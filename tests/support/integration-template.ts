/**
 * Vitest global set-up of an integration project: one database of the project's dialect with every
 * migration applied, made once per run, that each test file's fresh database is copied from
 * (tests/support/integration-setup.ts). Applying 40-odd migrations took most of a PostgreSQL test
 * file's time when each file did it itself (decision 194).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { createDatabase, dropDatabase } from './postgres'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Where each dialect's template is, for the test files' processes (both projects share one main process). */
export const TEMPLATE_ENV = { sqlite: 'ERPZ_IT_TEMPLATE_SQLITE', postgres: 'ERPZ_IT_TEMPLATE_POSTGRES' } as const

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dialect = project.config.env?.ERPZ_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite'
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-it-template-'))
  let url: string
  if (dialect === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL project')
    url = await createDatabase(adminUrl, 'erpz_it_template')
  } else {
    url = `file:${path.join(dataDir, 'template.db')}`
  }
  const result = spawnSync(process.execPath, ['scripts/lib/run-ts.mjs', 'tests/support/migrate-template.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ERPZ_TEST_DIALECT: dialect, DATABASE_URL: url, ERPZ_DATA_DIR: dataDir },
  })
  const counted = /ERPZ_TEMPLATE_MIGRATIONS (\d+)\/(\d+)/.exec(result.stdout ?? '')
  if (!counted || counted[1] !== counted[2] || Number(counted[2]) === 0) {
    throw new Error(`migrating the ${dialect} template database failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`)
  }
  // Read by integration-setup.ts in each test file's process, which inherits this environment.
  process.env[TEMPLATE_ENV[dialect]] = url
  return async () => {
    if (dialect === 'postgres') await dropDatabase(process.env.TEST_DATABASE_URL!, url)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
