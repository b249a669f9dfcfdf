/**
 * The one table the benchmark prints: three sections (Lighthouse, throughput, latency and memory)
 * in a single box, each section with its own header row.
 */
import type { BenchResults } from './results'

type Section = { title: string; header: string[]; rows: string[][] }

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))
const int = (value: number) => Math.round(value).toLocaleString('en-US')

/** What generated the scale-out row's load, on the cores it measures (decision 212). */
function scaleOutGenerator(results: BenchResults): string {
  const measured = Object.values(results.scaleOut ?? {}).find((r) => r.status === 'measured')
  return measured?.generator === 'wrk' ? 'the load generator (wrk, its own process)' : 'the load generator (autocannon, in the bench process)'
}

export function sections(results: BenchResults): Section[] {
  const s = results.settings
  const lighthouse: Section = {
    title: `Lighthouse 12, mobile, median of ${s.lighthouseRuns}, each page interleaved with its no-script twin (twin's figure after the slash where two); paints simulated / observed (slowest run)`,
    header: ['page', 'perf / twin', 'a11y', 'best-pr', 'SEO', 'FCP ms sim/obs', 'LCP ms / twin', 'TBT ms / twin', 'CLS', 'JS KiB gz-9/sent', 'HTML KiB gz/raw', 'bench index / twin'],
    rows: Object.entries(results.lighthouse).map(([page, r]) =>
      r.status === 'measured'
        ? [
            r.path,
            `${r.performance} / ${r.twin ? r.twin.performance : '–'}`,
            String(r.accessibility),
            String(r.bestPractices),
            String(r.seo),
            `${r.fcpMs === undefined ? '–' : int(r.fcpMs)} / ${r.observed ? int(Math.max(...r.observed.fcpMs)) : '–'}`,
            `${int(r.lcpMs)} (obs ${r.observed ? int(Math.max(...r.observed.lcpMs)) : '–'}) / ${r.twin ? int(r.twin.lcpMs) : '–'}`,
            `${int(r.tbtMs)} / ${r.twin ? int(r.twin.tbtMs) : '–'}`,
            r.cls.toFixed(3),
            `${kib(r.jsGzipBytes)} / ${kib(r.jsTransferBytes)}`,
            `${kib(r.htmlTransferBytes)} / ${kib(r.htmlBytes)}`,
            `${r.benchmarkIndex ?? '–'} / ${r.twin ? r.twin.benchmarkIndex : '–'}`,
          ]
        : [page, `skipped: ${r.note}`],
    ),
  }
  const throughput: Section = {
    title: `Throughput: autocannon ${s.autocannonSeconds} s × ${s.connections} connections, median of ${s.rounds} interleaved rounds`,
    header: ['page', 'app req/s', 'app p99 ms', 'limit req/s', 'limit p99 ms', 'app/limit'],
    rows: Object.entries(results.throughput).map(([page, r]) =>
      r.status === 'measured'
        ? [r.path, int(r.app.rps), ms(r.app.p99Ms), int(r.limit.rps), ms(r.limit.p99Ms), r.ratio.toFixed(3)]
        : [page, `skipped: ${r.note}`],
    ),
  }
  const vsNext: Section = {
    title: `Our server against plain next start on the same build: autocannon ${s.autocannonSeconds} s × ${s.connections}, median of ${s.rounds} interleaved rounds`,
    header: ['page', 'accept-encoding', 'ours req/s', 'ours p99 ms', 'next req/s', 'next p99 ms', 'ours/next'],
    rows: Object.entries(results.vsNext ?? {}).flatMap(([page, r]) =>
      r.status === 'measured'
        ? (['identity', 'browser'] as const).map((encoding) => {
            const side = r[encoding]
            return [r.path, encoding === 'browser' ? 'a browser\'s' : 'none', int(side.app.rps), ms(side.app.p99Ms), int(side.next.rps), ms(side.next.p99Ms), side.ratio.toFixed(2)]
          })
        : [[page, `skipped: ${r.note}`]],
    ),
  }
  const scaleOut: Section = {
    title: `Scale-out through HAProxy (PostgreSQL, Redis): 1 vs 2 instances, each on its own core, same load; on the same cores: the proxy, PostgreSQL, Redis and ${scaleOutGenerator(results)}`,
    header: ['page', '1× req/s', '1× p99 ms', '2× req/s', '2× p99 ms', '2×/1×'],
    rows: Object.entries(results.scaleOut ?? {}).map(([page, r]) =>
      r.status === 'measured'
        ? [r.path, int(r.one.rps), ms(r.one.p99Ms), int(r.two.rps), ms(r.two.p99Ms), r.ratio.toFixed(2)]
        : [page, `skipped: ${r.note}`],
    ),
  }
  const names = {
    leadPost: 'lead POST (contact)',
    leadPostBaseline: 'lead POST answering 415',
    blogListPage3: 'blog list page 3',
    blogSearch: 'blog search',
    blogSearchUncached: 'blog search, cache cold',
  }
  const latency: Section = {
    title: 'Latency (keep-alive clients, hrtime) and memory',
    header: ['request', 'path', 'n × clients', 'p50 ms', 'p95 ms', 'p99 ms'],
    rows: [
      ...(['leadPost', 'leadPostBaseline', 'blogListPage3', 'blogSearch', 'blogSearchUncached'] as const).flatMap((key) => {
        const r = results.latency[key]
        if (!r) return []
        return r.status === 'measured'
          ? [[names[key], r.path, `${r.requests} × ${r.concurrency}`, ms(r.p50Ms), ms(r.p95Ms), ms(r.p99Ms)]]
          : [[names[key], `skipped: ${r.note}`]]
      }),
      results.rss.status === 'measured'
        ? ['server RSS after the runs', `${int(results.rss.mb)} MB`]
        : ['server RSS after the runs', `skipped: ${results.rss.note}`],
    ],
  }
  const a = results.analytics
  const analytics: Section = {
    title: 'Analytics (issue 29): beacon events on one instance; the dashboard over generated events',
    header: ['measure', 'load', 'events/s', 'p50 ms', 'p95 ms', 'p99 ms'],
    rows: a
      ? [
          a.ingestion.status === 'measured'
            ? ['POST /analytics/event', `${a.ingestion.seconds} s × ${a.ingestion.connections}${a.ingestion.failed ? `, ${a.ingestion.failed} failed` : ''}`, int(a.ingestion.eventsPerSecond), ms(a.ingestion.p50Ms), ms(a.ingestion.p95Ms), ms(a.ingestion.p99Ms)]
            : ['POST /analytics/event', `skipped: ${a.ingestion.note}`],
          ...([a.dashboard7, a.dashboard30] as const).map((read, index) =>
            read.status === 'measured'
              ? [`dashboard report, ${read.days} days`, `${int(read.events)} events, ${read.requests} reads`, '', ms(read.p50Ms), ms(read.p95Ms), '']
              : [`dashboard report, ${index ? 30 : 7} days`, `skipped: ${read.note}`],
          ),
        ]
      : [],
  }
  const h = results.liveHelp
  const liveHelp: Section = {
    title: 'Live Help (issue 47): a visitor message to the inbox stream on one instance; idle streams; the panel’s code',
    header: ['measure', 'load', 'figure', 'p50 ms', 'p95 ms'],
    rows: h
      ? [
          h.latency.status === 'measured'
            ? ['visitor message → agent stream', `${h.latency.messages} messages, 10 visitors`, '', ms(h.latency.p50Ms), ms(h.latency.p95Ms)]
            : ['visitor message → agent stream', `skipped: ${h.latency.note}`],
          ...(h.acrossInstances
            ? [
                h.acrossInstances.status === 'measured'
                  ? ['… posted to instance B, inbox stream on A', `${h.acrossInstances.messages} messages, Redis`, '', ms(h.acrossInstances.p50Ms), ms(h.acrossInstances.p95Ms)]
                  : ['… posted to instance B, inbox stream on A', `skipped: ${h.acrossInstances.note}`],
              ]
            : []),
          h.idleStreams.status === 'measured'
            ? ['server memory per 1,000 idle streams', `${int(h.idleStreams.streams)} streams`, `${h.idleStreams.mbPer1000.toFixed(1)} MB`]
            : ['server memory per 1,000 idle streams', `skipped: ${h.idleStreams.note}`],
          h.panelKiB.status === 'measured'
            ? ['the chat panel’s own code (loaded when opened)', h.panelKiB.chunk, `${h.panelKiB.kib.toFixed(1)} KiB gzip`]
            : ['the chat panel’s own code', `skipped: ${h.panelKiB.note}`],
        ]
      : [],
  }
  return [
    lighthouse,
    throughput,
    ...(vsNext.rows.length ? [vsNext] : []),
    ...(scaleOut.rows.length ? [scaleOut] : []),
    latency,
    ...(analytics.rows.length ? [analytics] : []),
    ...(liveHelp.rows.length ? [liveHelp] : []),
  ]
}

/** An observed first paint this late is the stall of decision 065, not the page: pages paint in 0.2–0.6 s. */
export const STALLED_PAINT_MS = 1000

/** One line per page whose observed first paint stalled in any run (the median of the simulated figures can hide it). */
export function stalledPaints(results: BenchResults): string[] {
  return Object.values(results.lighthouse).flatMap((r) => {
    if (r.status !== 'measured' || !r.observed) return []
    const runs = r.observed.fcpMs
    const stalled = runs.filter((value) => value >= STALLED_PAINT_MS)
    if (!stalled.length) return []
    return [
      `STALLED first paint on ${r.path}: ${stalled.length} of ${runs.length} run${runs.length > 1 ? 's' : ''} painted at ${STALLED_PAINT_MS.toLocaleString('en-US')} ms or later (observed FCP by run: ${runs.map(int).join(' / ')} ms; LCP: ${r.observed.lcpMs.map(int).join(' / ')} ms)`,
    ]
  })
}

/** The header line that says which Chromium measured, with which flags, and how fast Lighthouse found the machine. */
export function chromiumLine(results: BenchResults): string {
  const features = results.machine.chromiumDisabledFeatures
  const launched = results.machine.chromiumFlags
  const flags = launched
    ? launched.join(' ')
    : features
      ? `--disable-features=${features.join(',')}`
      : 'no Chromium ran (no Lighthouse page) or not recorded'
  const indexes = Object.values(results.lighthouse).flatMap((page) => (page.status === 'measured' && page.benchmarkIndex ? [page.benchmarkIndex] : []))
  const slower = indexes.length && Math.max(...indexes) < 2500 ? ', the slower machine class' : indexes.length && Math.min(...indexes) >= 2500 ? ', the faster machine class' : ''
  const speed = indexes.length
    ? ` — Lighthouse benchmarkIndex ${Math.min(...indexes)}–${Math.max(...indexes)} (median of each page's runs; per page and twin in the table${slower})`
    : ''
  return `${results.machine.chromium} — ${flags}${speed}`
}

/**
 * Renders the sections as one box. Columns are shared; a row with as many cells as its section's
 * header fills them, any other row (a skipped measurement) spans after its first cell.
 */
export function renderTable(list: Section[]): string {
  const columns = Math.max(...list.map((section) => section.header.length))
  const widths = Array.from({ length: columns }, () => 0)
  const spans: string[][] = []
  for (const section of list) {
    for (const row of [section.header, ...section.rows]) {
      if (row.length !== section.header.length) {
        widths[0] = Math.max(widths[0]!, row[0]!.length)
        spans.push(row)
        continue
      }
      row.forEach((cell, i) => (widths[i] = Math.max(widths[i]!, cell.length)))
    }
  }
  const titles = Math.max(...list.map((section) => section.title.length))
  const spanned = Math.max(0, ...spans.map((row) => widths[0]! + 3 + row.slice(1).join('  ').length))
  const inner = Math.max(widths.reduce((sum, w) => sum + w + 3, -1), titles + 2, spanned + 2)
  // Any width left over goes to the first column.
  widths[0] = widths[0]! + inner - widths.reduce((sum, w) => sum + w + 3, -1)
  const line = (left: string, fill: string, right: string) => `${left}${fill.repeat(inner)}${right}`
  const out: string[] = [line('┌', '─', '┐')]
  list.forEach((section, index) => {
    if (index > 0) out.push(line('├', '─', '┤'))
    out.push(`│ ${section.title.padEnd(inner - 2)} │`)
    out.push(line('├', '╌', '┤'))
    for (const row of [section.header, ...section.rows]) {
      if (row.length === section.header.length) {
        const cells = [...row, ...Array.from({ length: columns - row.length }, () => '')]
        out.push(`│ ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' │ ')} │`)
      } else {
        out.push(`│ ${row[0]!.padEnd(widths[0]!)} │ ${row.slice(1).join('  ').padEnd(inner - widths[0]! - 5)} │`)
      }
    }
  })
  out.push(line('└', '─', '┘'))
  return out.join('\n')
}
