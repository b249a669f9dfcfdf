/**
 * `npm run check:pages`: per public page, the HTML bytes, the gzip size of the JavaScript the page
 * loads, axe-core (WCAG 2.1 AA) violations and whether headings skip a level. Serves a production
 * build on a fresh database exactly like the browser tests (scripts/e2e-server.ts).
 * Exits 1 when a page breaks a budget. `--screenshots DIR` also saves 1280 px full-page shots.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { chromium } from '@playwright/test'

import budgetsJson from '../bench/budgets.json'
import { BudgetsSchema, jsBudget } from '../bench/lib/check'
import { scriptGzipSizes } from '../bench/lib/js-gzip'
import { publicPages } from '../src/content/routes'
import { runTsArgs } from './lib/launcher'
import { testBrowserPath } from './lib/test-browser'

/** Each page's JS budget from bench/budgets.json (issue 18: marketing, blog and form pages). */
const budgets = BudgetsSchema.parse(budgetsJson)
const jsBudgetBytes = (pagePath: string) => jsBudget(pagePath, budgets).kibMax * 1024
const port = Number(process.env.CHECK_PAGES_PORT ?? 3190)
const base = `http://127.0.0.1:${port}`
const shotsIndex = process.argv.indexOf('--screenshots')
const shotsDir = shotsIndex > 0 ? process.argv[shotsIndex + 1] : undefined

const server = spawn(process.execPath, runTsArgs('scripts/e2e-server.ts'), {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
})
const stopServer = () => {
  if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
}
process.on('exit', stopServer)

async function waitForServer() {
  const deadline = Date.now() + 600_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('server did not start in 10 minutes')
}

const gzipSize = scriptGzipSizes()

type Row = { path: string; status: number; htmlBytes: number; jsGzipBytes: number; scripts: Set<string>; axe: number; headings: string }

async function main() {
  await waitForServer()
  const browser = await chromium.launch({
    executablePath: testBrowserPath(),
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const rows: Row[] = []
  const details: string[] = []
  try {
    for (const { path: pagePath } of publicPages) {
      const response = await fetch(`${base}${pagePath}`)
      const html = await response.text()
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      const scripts = new Set<string>()
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script' && res.url().startsWith(base)) scripts.add(res.url())
      })
      await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' })
      await page.waitForTimeout(1200) // the cookie banner appears after 1 s: include it
      let jsGzipBytes = 0
      for (const url of scripts) jsGzipBytes += await gzipSize(url)
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      for (const v of axe.violations) details.push(`${pagePath}  ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
      const levels = await page.$$eval('main h1, main h2, main h3, main h4, main h5, main h6', (els) => els.map((el) => Number(el.tagName[1])))
      const skip = levels.findIndex((level, i) => (i === 0 ? level !== 1 : level > levels[i - 1]! + 1))
      const headings = skip === -1 ? 'ok' : `skip at #${skip + 1} (h${levels[skip]})`
      if (shotsDir) {
        fs.mkdirSync(shotsDir, { recursive: true })
        await page.evaluate(() => localStorage.setItem('cookiesAccepted', 'true'))
        await page.reload({ waitUntil: 'networkidle' })
        const name = pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\//g, '_')
        await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true })
      }
      rows.push({ path: pagePath, status: response.status, htmlBytes: Buffer.byteLength(html), jsGzipBytes, scripts, axe: axe.violations.length, headings })
      await context.close()
    }
  } finally {
    await browser.close()
  }

  // Scripts every page loads (framework, layout islands) versus what a page adds on top.
  const shared = [...rows[0]!.scripts].filter((url) => rows.every((r) => r.scripts.has(url)))
  let sharedBytes = 0
  for (const url of shared) sharedBytes += await gzipSize(url)

  const header = ['page', 'status', 'HTML bytes', 'JS gzip bytes', 'own JS gzip', 'axe violations', 'headings']
  const table = rows.map((r) => [
    r.path,
    String(r.status),
    String(r.htmlBytes),
    `${r.jsGzipBytes}${r.jsGzipBytes > jsBudgetBytes(r.path) ? ` OVER ${jsBudgetBytes(r.path)}` : ''}`,
    String(r.jsGzipBytes - sharedBytes),
    String(r.axe),
    r.headings,
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')
  console.log(line(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const row of table) console.log(line(row))
  console.log(`\nJS gzip = every script the page loads (modern browsers; nomodule polyfills excluded).`)
  const groups = [...budgets.js.groups.map((g) => `${g.name} (${g.prefixes.join(', ')}) ${g.kibMax} KiB`), `other pages ${budgets.js.marketingKiBMax} KiB`]
  console.log(`Shared by all pages (framework + layout islands): ${sharedBytes} bytes. Budgets: ${groups.join('; ')}.`)
  if (details.length) console.log(`\naxe violations:\n${details.join('\n')}`)
  const overJs = rows.filter((r) => r.jsGzipBytes > jsBudgetBytes(r.path))
  if (overJs.length) console.log(`\n${overJs.length} page(s) over the JS budget: ${overJs.map((r) => r.path).join(', ')}`)
  const failed = rows.filter((r) => r.status !== 200 || r.axe > 0 || r.headings !== 'ok' || r.jsGzipBytes > jsBudgetBytes(r.path))
  if (failed.length) process.exitCode = 1
}

try {
  await main()
} finally {
  stopServer()
}
