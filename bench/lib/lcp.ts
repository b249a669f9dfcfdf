/**
 * What the LCP of one Lighthouse run waited for, read from the run's own artifacts: the trace's
 * last LCP candidate (Lighthouse's `largest-contentful-paint-element` audit crashes on this
 * Chromium), the element Lighthouse resolved for it, and the requests and long tasks lantern puts
 * on its path. Lantern's LCP graph keeps every request that ended before the observed LCP except
 * low-priority images (FirstContentfulPaint.getFirstPaintBasedGraph in @paulirish/trace_engine),
 * so on 127.0.0.1, where everything arrives at once, all of it is on the path: the list says what
 * to remove.
 */
import type { LcpDiagnosis } from './results'

export type TraceEvent = { name: string; ts: number; args?: { frame?: string; data?: Record<string, unknown> } }
export type TraceElement = { traceEventType: string; node?: { nodeLabel?: string; snippet?: string; selector?: string } }
export type NetworkItem = {
  url?: string
  resourceType?: string
  priority?: string
  transferSize?: number
  networkRequestTime?: number
  networkEndTime?: number
}
export type LongTaskItem = { url?: string; startTime?: number; duration?: number }

export type LcpInput = {
  traceEvents: TraceEvent[]
  traceElements: TraceElement[]
  /** The `network-requests` audit's items (times in ms from the first request). */
  requests: NetworkItem[]
  /** The `metrics` audit: observed LCP in ms from navigation start. */
  observedLcpMs: number
  /** Lantern's (simulated) LCP and the `long-tasks` audit's items, simulated too. */
  simulatedLcpMs: number
  longTasks: LongTaskItem[]
  pageUrl: string
}

const LOW_PRIORITIES = new Set(['Low', 'VeryLow'])

function shortUrl(url: string, pageUrl: string): string {
  if (url.startsWith('data:')) return `${url.slice(0, 24)}…`
  // Lighthouse names main-thread work it cannot tie to a script "Unattributable" (style, layout, paint).
  if (!/^[a-z]+:|^\//i.test(url)) return url
  try {
    const parsed = new URL(url, pageUrl)
    return parsed.origin === new URL(pageUrl).origin ? `${parsed.pathname}${parsed.search}` : parsed.href
  } catch {
    return url
  }
}

function clip(text: string, length = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat
}

export function diagnoseLcp(input: LcpInput): LcpDiagnosis | null {
  const candidates = input.traceEvents.filter((event) => event.name === 'largestContentfulPaint::Candidate' && event.args?.data)
  const mainFrame = candidates.filter((event) => event.args?.data?.isMainFrame !== false && event.args?.data?.isOutermostMainFrame !== false)
  const last = mainFrame.at(-1) ?? candidates.at(-1)
  if (!last) return null
  const data = last.args?.data ?? {}
  const type = typeof data.type === 'string' ? data.type : 'unknown'

  const element = input.traceElements.find((item) => item.traceEventType === 'largest-contentful-paint')?.node
  // Without Lighthouse's element, the trace's own name of it: the tag and its attributes.
  const nodeName = typeof data.nodeName === 'string' && data.nodeName ? clip(data.nodeName) : null
  const elementText = element
    ? clip([element.selector, element.nodeLabel && `“${element.nodeLabel}”`].filter(Boolean).join(' '))
    : (nodeName ?? `DOM node ${String(data.nodeId ?? '?')} (not resolved by Lighthouse)`)

  const requests = input.requests
    .filter((item) => typeof item.networkEndTime === 'number' && item.networkEndTime <= input.observedLcpMs)
    .filter((item) => !(item.resourceType === 'Image' && LOW_PRIORITIES.has(item.priority ?? '')))
    .sort((a, b) => (a.networkRequestTime ?? 0) - (b.networkRequestTime ?? 0))
    .map((item) => ({
      url: shortUrl(item.url ?? '', input.pageUrl),
      type: item.resourceType ?? 'Other',
      priority: item.priority ?? '?',
      transferKiB: Number(((item.transferSize ?? 0) / 1024).toFixed(1)),
    }))

  let resource: string | null = null
  const imageUrl = [data.imageUrl, data.url].find((value): value is string => typeof value === 'string' && value.length > 0)
  if (type === 'image' && imageUrl) resource = shortUrl(imageUrl, input.pageUrl)
  else if (type === 'text') {
    const fonts = requests.filter((request) => request.type === 'Font').map((request) => request.url)
    resource = fonts.length ? fonts.join(', ') : null
  }

  const longTasks = input.longTasks
    .filter((task) => typeof task.startTime === 'number' && task.startTime < input.simulatedLcpMs)
    .map((task) => ({
      url: shortUrl(task.url ?? 'unattributable', input.pageUrl),
      startMs: Math.round(task.startTime ?? 0),
      durationMs: Math.round(task.duration ?? 0),
    }))

  const imageLoadedMs = type === 'image' && typeof data.imageLoadEnd === 'number' ? Math.round(data.imageLoadEnd) : undefined
  return {
    type,
    element: elementText,
    resource,
    observedMs: Math.round(input.observedLcpMs),
    ...(imageLoadedMs === undefined ? {} : { imageLoadedMs }),
    requests,
    longTasks,
  }
}

/** The diagnosis as the report prints it under the table, a few lines a page. */
export function formatLcp(pagePath: string, lcp: LcpDiagnosis): string[] {
  const kib = lcp.requests.reduce((sum, request) => sum + request.transferKiB, 0)
  const byType = new Map<string, number>()
  for (const request of lcp.requests) byType.set(request.type, (byType.get(request.type) ?? 0) + request.transferKiB)
  const split = [...byType].map(([type, size]) => `${type} ${size.toFixed(1)}`).join(', ')
  return [
    `  ${pagePath} LCP: ${lcp.type} ${lcp.element}${lcp.resource ? ` ← ${lcp.resource}` : ''} (observed ${lcp.observedMs} ms${
      lcp.imageLoadedMs === undefined ? '' : `; the image had loaded at ${lcp.imageLoadedMs} ms`
    })`,
    `    on its path: ${lcp.requests.length} requests, ${kib.toFixed(1)} KiB (${split})`,
    ...lcp.requests.map((request) => `      ${request.type.padEnd(10)} ${request.priority.padEnd(8)} ${request.transferKiB.toFixed(1).padStart(6)} KiB  ${request.url}`),
    lcp.longTasks.length
      ? `    long tasks before it: ${lcp.longTasks.map((task) => `${task.durationMs} ms at ${task.startMs} (${task.url})`).join('; ')}`
      : '    long tasks before it: none',
  ]
}
