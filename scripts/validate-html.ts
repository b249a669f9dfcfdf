/**
 * HTML validity: every public page through the Nu HTML Checker (vnu.jar from the `vnu-jar`
 * package, on the machine's Java 17+). 0 errors is the bar; warnings are not reported.
 *
 *   npm run validate:html                          starts a production server on a fresh database
 *   npm run validate:html -- --base-url http://127.0.0.1:3000   checks a server already running
 *
 * The browser tests run the same check (tests/e2e/html-validity.spec.ts), so `npm test` covers it.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { freePort } from './lib/free-port'

import { publicPages } from '@/content/routes'
import { runTsArgs } from './lib/launcher'

const ROOT = path.resolve(import.meta.dirname, '..')
export const VNU_JAR = path.join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar')
/** Post pages checked besides the listed pages: the first ones linked from /blog. */
const MAX_POSTS = 3

export type FetchPage = (pagePath: string) => Promise<{ status: number; body: string }>

export type VnuMessage = {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
}

/** Paths of the first posts linked from the blog list (none while the blog has no posts). */
export function postPaths(blogHtml: string, max = MAX_POSTS): string[] {
  const found = new Set<string>()
  for (const match of blogHtml.matchAll(/href="(?:https?:\/\/[^/"]+)?(\/blog\/[a-z0-9][a-z0-9-]*)\/?"/gi)) {
    const pagePath = match[1]!
    if (/^\/blog\/(preview|page|category|categories|rss|feed)$/i.test(pagePath)) continue
    found.add(pagePath)
    if (found.size >= max) break
  }
  return [...found]
}

/** The file name a page is saved under; readable, and unique per path. */
export function fileNameFor(pagePath: string): string {
  const name = pagePath === '/' ? 'index' : pagePath.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '__')
  return `${name}.html`
}

/** Runs vnu once over all files; returns its messages (errors only). */
export function runVnu(files: string[]): VnuMessage[] {
  if (!fs.existsSync(VNU_JAR)) throw new Error(`${VNU_JAR} is missing: run npm install`)
  const result = spawnSync(
    'java',
    ['-Xss1m', '-jar', VNU_JAR, '--format', 'json', '--stdout', '--errors-only', '--exit-zero-always', ...files],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 170_000 },
  )
  if (result.error) throw new Error(`could not run java (Java 17+ is needed for vnu.jar): ${result.error.message}`)
  if (result.status !== 0) throw new Error(`vnu.jar exited ${result.status}: ${result.stderr}`)
  const parsed = JSON.parse(result.stdout) as { messages?: VnuMessage[] }
  return (parsed.messages ?? []).filter((m) => m.type === 'error' || m.type === 'non-document-error')
}

/** One readable line per error: page path, line:column, message and the offending markup. */
export function describeErrors(messages: VnuMessage[], pathOfFile: Map<string, string>): string[] {
  return messages.map((m) => {
    const file = m.url ? path.basename(decodeURIComponent(new URL(m.url).pathname)) : ''
    const page = pathOfFile.get(file) ?? (file || 'unknown page')
    const where = m.lastLine ? `:${m.lastLine}:${m.firstColumn ?? 0}` : ''
    const extract = m.extract ? ` — ${JSON.stringify(m.extract.trim().slice(0, 160))}` : ''
    return `${page}${where} ${m.message}${extract}`
  })
}

/**
 * Fetches every public page (plus the first posts linked from /blog), saves them to a temp
 * folder and validates them in one vnu run. Returns the pages checked and one line per error;
 * a page that does not answer 200 is an error too.
 */
export async function validatePublicPages(fetchPage: FetchPage): Promise<{ pages: string[]; errors: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-vnu-'))
  try {
    const errors: string[] = []
    const pages: string[] = publicPages.map((page) => page.path)
    const pathOfFile = new Map<string, string>()
    const files: string[] = []
    for (let i = 0; i < pages.length; i++) {
      const pagePath = pages[i]!
      const { status, body } = await fetchPage(pagePath)
      if (status !== 200) {
        errors.push(`${pagePath} answered ${status}, expected 200`)
        continue
      }
      if (pagePath === '/blog') pages.push(...postPaths(body).filter((p) => !pages.includes(p)))
      const name = fileNameFor(pagePath)
      fs.writeFileSync(path.join(dir, name), body)
      pathOfFile.set(name, pagePath)
      files.push(path.join(dir, name))
    }
    if (files.length) errors.push(...describeErrors(runVnu(files), pathOfFile))
    return { pages, errors }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(5000) })).arrayBuffer()
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const flag = args.indexOf('--base-url')
  let baseURL = flag >= 0 ? args[flag + 1] : undefined
  let stopServer = () => {}
  if (!baseURL) {
    // The same server the browser tests use: production build, fresh seeded SQLite database.
    const port = await freePort()
    const server = spawn(
      process.execPath,
      runTsArgs('scripts/e2e-server.ts'),
      { cwd: ROOT, env: { ...process.env, E2E_PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
    )
    stopServer = () => {
      try {
        if (server.pid) process.kill(-server.pid, 'SIGTERM')
      } catch {
        // already stopped
      }
    }
    process.on('exit', stopServer)
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130))
    baseURL = `http://127.0.0.1:${port}`
    console.log(`▸ Starting a production server on ${baseURL} (builds first when sources changed)`)
    await waitFor(`${baseURL}/robots.txt`, 300_000)
  }
  try {
    const { pages, errors } = await validatePublicPages(async (pagePath) => {
      const response = await fetch(new URL(pagePath, baseURL), { signal: AbortSignal.timeout(30_000) })
      return { status: response.status, body: await response.text() }
    })
    console.log(`Nu HTML Checker: ${pages.length} pages, ${errors.length} errors`)
    for (const error of errors) console.log(`  ✖ ${error}`)
    return errors.length ? 1 : 0
  } finally {
    stopServer()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(await main())
}
