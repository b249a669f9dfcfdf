/**
 * Blog latency with 1,000 posts. Seeds a throwaway SQLite database (or the PostgreSQL database
 * in BENCH_DATABASE_URL, which must be a dedicated, empty bench database), serves the production
 * build on 127.0.0.1 and prints p50/p95 for the list page, a search and a post page.
 *
 *   flock /tmp/erpz-heavy.lock node --import tsx --import ./scripts/lib/register.mjs bench/blog-latency.ts
 *
 * "cold" requests each use a different page/term/slug, so the data cache misses and the database
 * is queried; "warm" requests repeat one URL and measure the cached path.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const POSTS = 1000
const SAMPLES = 60
const PORT = Number(process.env.BENCH_PORT ?? 3290)
const BASE = `http://127.0.0.1:${PORT}`

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-bench-'))
Object.assign(process.env, {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  ERPZ_DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `file:${path.join(dataDir, 'bench.db')}`,
  PORT: String(PORT),
  LOG_LEVEL: 'warn',
})

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { closePayload } = await import('../src/server/platform/db/prepare')
const { runSeeds } = await import('../src/server/seed')
const { ensureBuild } = await import('../scripts/lib/build')
const { heading, lexicalRoot, list, paragraph } = await import('../src/server/blog/lexical-build')

const WORDS = ['scheduling', 'supplier', 'inspection', 'inventory', 'dashboard', 'capacity', 'kanban', 'downtime', 'yield', 'forecast']

async function seed(): Promise<string[]> {
  // In production mode connecting applies the migrations; then the normal seed (admin, demo posts).
  const payload = await getPayload({ config })
  try {
    await runSeeds(payload, undefined, () => {})
    const categories = await payload.find({ collection: 'erpz-blog-categories', limit: 10, overrideAccess: true })
    const heroes = await payload.find({ collection: 'media', limit: 10, overrideAccess: true })
    const slugs: string[] = []
    const started = Date.now()
    for (let i = 0; i < POSTS; i++) {
      const word = WORDS[i % WORDS.length]!
      const doc = await payload.create({
        collection: 'erpz-blogs',
        overrideAccess: true,
        context: { skipRevalidate: true },
        draft: false,
        data: {
          title: `Bench ${word} article ${i}`,
          slug: `bench-${word}-article-${i}`,
          description: `How plants improve ${word} — benchmark post number ${i}.`,
          category: categories.docs[i % categories.docs.length]!.id,
          hero: heroes.docs[i % heroes.docs.length]!.id,
          author: 'Bench Bot',
          publishedAt: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString(),
          _status: 'published',
          body: lexicalRoot([
            heading('h2', `Why ${word} matters`),
            paragraph(`Paragraph about ${word} `.repeat(40)),
            heading('h3', 'Details'),
            list(['One', 'Two', 'Three']),
          ]) as never,
        },
      })
      slugs.push(doc.slug)
    }
    console.log(`▸ seeded ${POSTS} posts in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    return slugs
  } finally {
    await closePayload(payload)
  }
}

async function time(url: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { redirect: 'manual' })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

async function measure(label: string, urls: string[]) {
  const samples: number[] = []
  for (const url of urls) samples.push(await time(url))
  console.log(`${label.padEnd(24)} p50 ${pct(samples, 50).toFixed(1).padStart(7)} ms   p95 ${pct(samples, 95).toFixed(1).padStart(7)} ms   (n=${samples.length})`)
}

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${BASE}/robots.txt`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('server did not start within 60 s')
}

const slugs = await seed()
ensureBuild()
const server = spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(PORT)], {
  cwd: ROOT,
  stdio: 'ignore',
  env: process.env,
})
try {
  await waitForServer()
  await time(`${BASE}/blog`) // first request warms the route code
  const range = (n: number) => Array.from({ length: n }, (_, i) => i)
  await measure('list cold (page N)', range(SAMPLES).map((i) => `${BASE}/blog?page=${(i % 100) + 1}`))
  await measure('list warm (page 1)', range(SAMPLES).map(() => `${BASE}/blog`))
  await measure('search cold (?q=)', range(SAMPLES).map((i) => `${BASE}/blog?q=${WORDS[i % WORDS.length]}%20article%20${i}`))
  await measure('search+category cold', range(SAMPLES).map((i) => `${BASE}/blog?q=${WORDS[i % WORDS.length]}&category=quality-control&page=${(i % 3) + 1}`))
  await measure('search warm', range(SAMPLES).map(() => `${BASE}/blog?q=inspection`))
  await measure('post cold', range(SAMPLES).map((i) => `${BASE}/blog/${slugs[(i * 16) % slugs.length]}`))
  await measure('post warm', range(SAMPLES).map(() => `${BASE}/blog/${slugs[0]}`))
} finally {
  server.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
