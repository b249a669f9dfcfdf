/**
 * The import boundaries and the server-only rule of eslint.config.mjs (decision 131) are on: code
 * that breaks them fails `npm run lint`, which `npm test` runs first.
 */
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: ROOT })

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`)
}

describe('lint boundaries', () => {
  it('components and src/lib may not import server code; lib may not import components', { timeout: 60_000 }, async () => {
    const server = "import { BLOG_TAGS } from '@/server/blog/tags'\nexport const tags = BLOG_TAGS\n"
    expect(await problems('src/components/blog/probe.tsx', server)).toEqual([expect.stringMatching(/^no-restricted-imports: .*server code/)])
    expect(await problems('src/lib/probe.ts', server)).toEqual([expect.stringMatching(/^no-restricted-imports: .*server code/)])
    expect(await problems('src/lib/probe.ts', "import { toast } from '../components/ui/toast'\nexport const t = toast\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*src\/lib may not import components/),
    ])
    expect(await problems('src/app/probe.tsx', server)).toEqual([])
  })

  it('src/server/platform imports no domain: only platform, env, lib, config, generated types, collection slugs and packages', { timeout: 60_000 }, async () => {
    const fence = /^erpz-platform\/leaf: src\/server\/platform may not import /
    const probe = (source: string) => `import 'server-only'\n\nimport * as m from '${source}'\n\nexport const x = m\n`
    for (const domain of ['@/server/leads/submit', '@/server/auth/limits', '@/collections/leads', '@payload-config', '@/server/worker', '../../leads/http']) {
      expect(await problems('src/server/platform/http/probe.ts', probe(domain)), domain).toEqual([expect.stringMatching(fence)])
    }
    expect(await problems('src/server/platform/probe.ts', "import 'server-only'\n\nexport const load = () => import('@/server/seed')\n")).toEqual([
      expect.stringMatching(fence),
    ])
    for (const allowed of ['@/server/platform/log', './rate-limit', '../log', '@/env', '@/lib/validation/shared', '@/config/site', '@/payload-types', '@/collections/slugs', 'payload', 'node:crypto']) {
      expect(await problems('src/server/platform/http/probe.ts', probe(allowed)), allowed).toEqual([])
    }
    // A domain may stand on platform.
    expect(await problems('src/server/leads/probe.ts', probe('@/server/platform/http/bot-guard'))).toEqual([])
  })

  it("every src/server module imports 'server-only'", { timeout: 60_000 }, async () => {
    expect(await problems('src/server/probe.ts', 'export const x = 1\n')).toEqual([expect.stringMatching(/^erpz\/server-only:/)])
    expect(await problems('src/server/probe.ts', "import 'server-only'\n\nexport const x = 1\n")).toEqual([])
    expect(await problems('src/server/probe.test.ts', 'export const x = 1\n')).toEqual([])
  })

  it('refuses a double cast through unknown in src (the generated types describe the documents)', { timeout: 60_000 }, async () => {
    expect(await problems('src/server/probe.ts', "import 'server-only'\n\nexport const x = 1 as unknown as string\n")).toEqual([
      expect.stringMatching(/^no-restricted-syntax: No `as unknown as`/),
    ])
    expect(await problems('src/server/probe.ts', "import 'server-only'\n\nexport const x = 1 as number\n")).toEqual([])
  })
})
