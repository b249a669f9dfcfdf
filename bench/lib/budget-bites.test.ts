/**
 * The relative page budgets must still bite (issue 43): the page checker, run on small synthetic
 * pages and their no-script twins served from a tiny local server here (no production build),
 * fails TBT on a page whose script burns 300 ms of main thread, and fails LCP on a page whose hero
 * is a 2 MB image, while the same page without either passes both. One Lighthouse run per page and
 * per twin, in one Chromium, as the bench runs them (bench/lib/lighthouse.ts).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stripScripts, TWIN_PARAMETER, twinOf, twinPath } from '../../scripts/lib/bench-twin'
import budgetsJson from '../budgets.json'
import { BudgetsSchema, checkBudgets } from './check'
import { openLighthouse, type LighthouseSession } from './lighthouse'
import type { BenchResults, LighthousePage } from './results'

const budgets = BudgetsSchema.parse(budgetsJson)
const TOKEN = 'bite-test-token-0123456789abcdef0123456789'

/** An uncompressed 24-bit BMP of `width` × `height` (a real image Chromium decodes and paints). */
function bmp(width: number, height: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4
  const size = 54 + row * height
  const image = Buffer.alloc(size)
  image.write('BM', 0, 'ascii')
  image.writeUInt32LE(size, 2)
  image.writeUInt32LE(54, 10)
  image.writeUInt32LE(40, 14)
  image.writeInt32LE(width, 18)
  image.writeInt32LE(height, 22)
  image.writeUInt16LE(1, 26)
  image.writeUInt16LE(24, 28)
  image.writeUInt32LE(row * height, 34)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = 54 + y * row + x * 3
      image[at] = (x * 7) & 255
      image[at + 1] = (y * 5) & 255
      image[at + 2] = ((x + y) * 3) & 255
    }
  }
  return image
}

const CSS = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#111;background:#fff}header,main{padding:16px}
h1{font-size:28px;margin:0 0 12px}img{display:block;width:100%;height:auto;margin:0 0 16px}p{margin:0 0 12px}`

function page(hero: string, script: string): string {
  const paragraphs = Array.from({ length: 6 }, (_, i) => `<p>Paragraph ${i + 1} of a plain page measured beside its twin: production planning, stock and orders.</p>`).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Budget bite test</title><meta name="description" content="A synthetic page for the bench's budget tests.">
<link rel="stylesheet" href="/site.css"></head><body><header><h1>Planning that keeps up</h1></header>
<main><img src="${hero}" width="400" height="300" alt="A generated hero picture" fetchpriority="high">${paragraphs}</main>
<script src="${script}"></script></body></html>`
}

const FILES: Record<string, { type: string; body: Buffer }> = {
  '/site.css': { type: 'text/css', body: Buffer.from(CSS) },
  '/hero.bmp': { type: 'image/bmp', body: bmp(40, 30) },
  '/hero-2mb.bmp': { type: 'image/bmp', body: bmp(820, 820) },
  '/app.js': { type: 'text/javascript', body: Buffer.from('document.documentElement.dataset.ready = "1"\n') },
  // 300 ms of main thread, measured by the clock (not a loop count), once the page has parsed.
  '/burn.js': {
    type: 'text/javascript',
    body: Buffer.from('const end = performance.now() + 300\nlet spins = 0\nwhile (performance.now() < end) spins++\ndocument.documentElement.dataset.spins = String(spins)\n'),
  },
  '/plain': { type: 'text/html; charset=utf-8', body: Buffer.from(page('/hero.bmp', '/app.js')) },
  '/burning': { type: 'text/html; charset=utf-8', body: Buffer.from(page('/hero.bmp', '/burn.js')) },
  '/heavy-hero': { type: 'text/html; charset=utf-8', body: Buffer.from(page('/hero-2mb.bmp', '/app.js')) },
}

let server: http.Server
let origin = ''
let lighthouse: LighthouseSession

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? '/'
    const twin = twinOf(url, TOKEN)
    const file = FILES[twin ?? url.split('?')[0]!]
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n')
      return
    }
    const body = twin ? Buffer.from(stripScripts(file.body.toString('utf8'))) : file.body
    res.writeHead(200, { 'content-type': file.type, 'content-length': String(body.byteLength), 'cache-control': 'no-store' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  lighthouse = await openLighthouse()
}, 60_000)

afterAll(async () => {
  await lighthouse?.close()
  await new Promise((resolve) => server?.close(resolve))
})

async function measure(path: string): Promise<LighthousePage> {
  return lighthouse.measure(path, `${origin}${path}`, `${origin}${twinPath(path, TOKEN)}`, 1)
}

/** The bench's own check on one page's figures: which relative budgets missed. */
function missed(measured: LighthousePage): string[] {
  const notRun = { status: 'skipped', note: 'not run' } as const
  const results = {
    lighthouse: { '/': measured },
    throughput: {},
    latency: { leadPost: notRun, blogListPage3: notRun, blogSearch: notRun },
    rss: notRun,
  } as unknown as BenchResults
  const report = checkBudgets(results, { ...budgets, lighthouse: { ...budgets.lighthouse, pages: ['/'] }, throughput: { ratioMin: {} }, analytics: undefined })
  return report.missed.filter((line) => / (performance net of|LCP net of|TBT as main thread over) the twin/.test(line))
}

describe('the relative page budgets bite', () => {
  it('serves each twin as its page without scripts', () => {
    const twin = stripScripts(FILES['/burning']!.body.toString('utf8'))
    expect(twin).not.toContain('<script')
    expect(twin).toContain('<link rel="stylesheet" href="/site.css">')
    expect(twinOf(twinPath('/burning', TOKEN), TOKEN)).toBe('/burning')
    expect(twinOf(`/burning?${TWIN_PARAMETER}=wrong`, TOKEN)).toBeNull()
  })

  it('passes the plain page, fails TBT when its script burns 300 ms, fails LCP with a 2 MB hero', async () => {
    const plain = await measure('/plain')
    const burning = await measure('/burning')
    const heavyHero = await measure('/heavy-hero')
    const figures = (p: LighthousePage) =>
      `TBT ${Math.round(p.tbtMs)} (twin ${Math.round(p.twin!.tbtMs)}), LCP ${Math.round(p.lcpMs)} (twin ${Math.round(p.twin!.lcpMs)}), benchmarkIndex ${p.benchmarkIndex}`
    console.log(`plain: ${figures(plain)}\nburning: ${figures(burning)}\nheavy hero: ${figures(heavyHero)}`)

    // The twin really has no script, and the page's script ran.
    expect(burning.twin!.jsGzipBytes).toBe(0)
    expect(burning.jsGzipBytes).toBeGreaterThan(0)
    // The control: the same page without the burn or the heavy hero meets LCP, and is 900+ ms of
    // blocking time clear of the burning page (not held to TBT ≤ 150 itself: under a loaded test run
    // one stray long task in a single run of a tiny page is noise, not the page).
    expect(missed(plain).filter((line) => line.includes(' LCP net of the twin '))).toEqual([])
    expect(burning.tbtMs - plain.tbtMs).toBeGreaterThan(900)
    const burnMisses = missed(burning)
    expect(burnMisses.filter((line) => line.includes(" TBT as main thread over the twin's "))).toHaveLength(1)
    // The twin has the same 2 MB hero, so its LCP is as late: the LCP budget holds because the twin blocks little.
    expect(missed(heavyHero).filter((line) => line.includes(' LCP net of the twin '))).toHaveLength(1)
  }, 150_000)
})
