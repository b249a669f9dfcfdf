import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * Every module under src/server starts with `import 'server-only'`, so a client component that
 * reaches one (directly or through a chain) fails the build instead of shipping server code.
 */
const serverOnlyRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { missing: "Server modules start with `import 'server-only'` (see eslint.config.mjs)." },
  },
  create(context) {
    return {
      Program(program) {
        const marked = program.body.some((node) => node.type === 'ImportDeclaration' && node.source.value === 'server-only')
        if (!marked) context.report({ loc: { line: 1, column: 0 }, messageId: 'missing' })
      },
    }
  },
}

const serverImport = {
  regex: '^(@/server(/|$)|(\\.\\./)+server(/|$))',
  message: 'Components and src/lib may not import server code; move what both need to src/lib.',
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/migrations/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Only src/env.ts reads the environment (scripts and test harness set it up).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from src/env.ts.' },
      ],
    },
  },
  // Boundaries (decision 131): browser-reachable code never imports the server, and lib is below
  // the components (it may not import them).
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImport] }] },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImport,
            { regex: '^(@/components(/|$)|(\\.\\./)+components(/|$))', message: 'src/lib may not import components.' },
          ],
        },
      ],
    },
  },
  {
    // The outbox is infrastructure (issue 28): it knows no domain. The kinds of work are defined by
    // the domains and listed in src/server/worker.ts.
    files: ['src/server/platform/outbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/server/(leads|scheduler|accounts|careers|webhooks|analytics|worker)(/|$)',
              message: 'The outbox may not import a domain: define the kind there and list it in src/server/worker.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.{ts,tsx,mjs}'],
    ignores: [
      'src/server/**/*.test.ts',
      // Loaded by Next.js itself as the cache handlers, in plain Node, where 'server-only' throws.
      'src/server/platform/cache/*.mjs',
      // Imported by src/proxy.ts, which Next.js compiles outside the React server layer.
      'src/server/blog/list-query.ts',
      'src/server/blog/config.ts',
      'src/server/redirects/lookup.ts',
      'src/server/redirects/paths.ts',
    ],
    plugins: { erpz: { rules: { 'server-only': serverOnlyRule } } },
    rules: { 'erpz/server-only': 'error' },
  },
  {
    // Payload's generated types describe the documents (issue 16): a double cast throws them away.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
          message: 'No `as unknown as`: use the generated types from @/payload-types or check the value.',
        },
      ],
    },
  },
  {
    files: ['src/env.ts', 'scripts/**', 'tests/**', '*.config.*', 'bench/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
]

export default config
