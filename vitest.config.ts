import path from 'node:path'

import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  // Server-only modules are tested outside a React server bundle.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
}

const integration = (name: string, dialect: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve: { alias },
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    setupFiles: ['tests/support/integration-setup.ts'],
    env: { ERPZ_TEST_DIALECT: dialect, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})

// Integration tests run once per database dialect; PostgreSQL only when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    fileParallelism: false,
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'], env: { NODE_ENV: 'test' } },
      },
      integration('integration-sqlite', 'sqlite'),
      // Production servers started as `npm start` starts them, attacked and broken through real HTTP.
      {
        resolve: { alias },
        test: {
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          globalSetup: ['tests/support/system-setup.ts'],
          pool: 'forks',
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', 'postgres')] : []),
    ],
  },
})
