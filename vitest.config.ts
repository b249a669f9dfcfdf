import path from 'node:path'

import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  // Server-only modules are tested outside a React server bundle.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
}

/**
 * Files run two at a time where they are independent and mostly wait (unit tests; integration tests,
 * each on its own database, mostly waiting on it), one at a time where each starts production
 * servers that would compete for the two cores (system tests). Vitest runs projects of different
 * worker counts in separate groups, in `sequence.groupOrder` (decision 194).
 */
const PARALLEL = { maxWorkers: 2, fileParallelism: true } as const

/** System test files at once: `ERPZ_SYSTEM_WORKERS=1` runs them one at a time. */
const SYSTEM_WORKERS = Math.max(1, Number(process.env.ERPZ_SYSTEM_WORKERS ?? 2))

const integration = (name: string, dialect: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve: { alias },
  test: {
    name,
    ...PARALLEL,
    sequence: { groupOrder: 1 },
    include: ['tests/integration/**/*.test.ts'],
    globalSetup: ['tests/support/integration-template.ts'],
    setupFiles: ['tests/support/integration-setup.ts'],
    env: { ERPZ_TEST_DIALECT: dialect, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    pool: 'forks',
    // A worker process runs file after file: the packages load once per process, not once per file
    // (they were two thirds of the files' time); tests/support/integration-setup.ts starts our own
    // modules and the environment afresh for each file.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})

/**
 * Test files whose assertions are timings other work on the same two cores would disturb: response
 * times compared within 10 % (an unknown and a known address answered in the same time), 1,000 leads
 * delivered within 30 s, and the page budgets' bite (a page's main thread against its no-script
 * twin's: beside ESLint and the other unit tests the twin read 311 ms of blocking time and the
 * burning page's ratio fell under the budget it must miss), and the p95 of / with 2,000 Live Help
 * streams open against its quiet value (beside the careers file it read 17.9 ms against 6.8). And
 * the hostile soak, whose heap high-water needs the cores too: the GC's helper threads lose their
 * CPU to a neighbour's servers (the Redis soak read 324.5 MB beside the access matrix, against
 * 299.6 alone, its bound 307; stop 57; since decision 213 it reads 277–286 MB alone).
 */
const TIMED_ALONE = [
  'tests/system/security-timing.test.ts',
  'tests/system/faults-throughput.test.ts',
  'bench/lib/budget-bites.test.ts',
  'tests/system/live-help-streams.test.ts',
  'tests/system/hostile-traffic.test.ts',
]

const system = (
  name: string,
  { workers, groupOrder, include, exclude }: { workers: number; groupOrder: number; include: string[]; exclude: string[] },
): TestProjectInlineConfiguration => ({
  resolve: { alias },
  test: {
    name,
    maxWorkers: workers,
    fileParallelism: workers > 1,
    sequence: { groupOrder },
    include,
    exclude,
    // One production build and one template database per dialect for both system projects.
    globalSetup: ['tests/support/system-setup.ts'],
    pool: 'forks',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
})

/**
 * Files that start first in their project, longest first. Vitest hands out a file it has no timings
 * for (every file on a fresh clone, as in CI) by its size, largest first: the access matrix's two
 * files are a few lines each over tests/system/access-matrix.ts, yet the longest system files
 * (PostgreSQL 202 s, SQLite 103 s at two workers). Started last, one of them would run on alone.
 */
const LONG_FILES = ['tests/system/access-matrix-postgres.test.ts', 'tests/system/access-matrix-sqlite.test.ts']

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    // Vitest's order keeps each project's files together; only the order within a project changes.
    const project = (spec: TestSpecification) => `${spec.project.config.sequence.groupOrder} ${spec.project.name}`
    const projects = [...new Set(sorted.map(project))]
    const rank = (spec: TestSpecification) => {
      const at = LONG_FILES.indexOf(path.relative(import.meta.dirname, spec.moduleId))
      return at === -1 ? LONG_FILES.length : at
    }
    return sorted
      .map((spec, at) => ({ spec, at }))
      .sort((a, b) => projects.indexOf(project(a.spec)) - projects.indexOf(project(b.spec)) || rank(a.spec) - rank(b.spec) || a.at - b.at)
      .map(({ spec }) => spec)
  }
}

// Integration tests run once per database dialect; PostgreSQL only when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          ...PARALLEL,
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...TIMED_ALONE],
          env: { NODE_ENV: 'test' },
        },
      },
      integration('integration-sqlite', 'sqlite'),
      // Production servers started as `npm start` starts them, attacked and broken through real HTTP:
      // two files at a time, then the files that compare timings, alone (decision 194).
      system('system', { workers: SYSTEM_WORKERS, groupOrder: 2, include: ['tests/system/**/*.test.ts'], exclude: TIMED_ALONE }),
      system('system-alone', { workers: 1, groupOrder: 3, include: TIMED_ALONE, exclude: [] }),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', 'postgres')] : []),
    ],
  },
})
