/**
 * The Prometheus metrics of this process (GET /metrics, issue 15). Created once per process on
 * `globalThis`: scripts/serve.ts records every request and the app's /metrics route adds what it
 * reads from the database, and the two are separate module graphs in one process.
 */
import 'server-only'

import { constants, PerformanceObserver } from 'node:perf_hooks'
import v8 from 'node:v8'

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

import { SUPERVISOR } from '@/config/behaviour'
import { env } from '@/env'

/**
 * The heap in use right after each full (mark-compact) collection: what is really alive, without
 * the garbage that `heap_size_used` also counts until the next one (hostile-traffic's measure).
 */
function liveHeapGauge(registry: Registry) {
  const gauge = new Gauge({
    name: 'erpz_nodejs_heap_used_after_major_gc_bytes',
    help: 'Heap in use just after the last full garbage collection; 0 until one has run.',
    registers: [registry],
  })
  gauge.set(0)
  const observer = new PerformanceObserver((list) => {
    const major = list.getEntries().some((entry) => (Reflect.get(entry, 'detail') as { kind?: number } | undefined)?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
    if (major) gauge.set(v8.getHeapStatistics().used_heap_size)
  })
  observer.observe({ entryTypes: ['gc'] })
  return gauge
}

/**
 * What `npm start`'s supervisor told this process of the crashes before it (decision 190): a crash
 * loop is an alarm here, while the supervisor keeps restarting.
 */
function supervisorGauges(registry: Registry) {
  new Gauge({
    name: 'erpz_supervisor_crashes',
    help: 'Server processes that died without being asked to stop since npm start started.',
    registers: [registry],
  }).set(env.ERPZ_SUPERVISOR_CRASHES)
  new Gauge({
    name: 'erpz_supervisor_crash_loop',
    help: `1 while the server has crashed ${SUPERVISOR.loopCrashes} or more times within ${SUPERVISOR.windowMs / 1000} s (an alarm), else 0.`,
    registers: [registry],
    collect() {
      const inLoop = env.ERPZ_SUPERVISOR_RECENT_CRASHES >= SUPERVISOR.loopCrashes && Date.now() - env.ERPZ_SUPERVISOR_LAST_CRASH_AT < SUPERVISOR.windowMs
      this.set(inLoop ? 1 : 0)
    },
  })
}

function create() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'erpz_' })
  supervisorGauges(registry)
  return {
    registry,
    liveHeap: liveHeapGauge(registry),
    requestDuration: new Histogram({
      name: 'erpz_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern, method and status class.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    rateLimitRejections: new Counter({
      name: 'erpz_rate_limit_rejections_total',
      help: 'Requests refused with 429 by a rate limit, by route pattern.',
      labelNames: ['route'] as const,
      registers: [registry],
    }),
    authAttempts: new Counter({
      name: 'erpz_auth_attempts_total',
      help: 'Sign-ups and logins by outcome (success, rejected, rate_limited, error).',
      labelNames: ['action', 'outcome'] as const,
      registers: [registry],
    }),
    leadQueueDepth: new Gauge({
      name: 'erpz_lead_queue_depth',
      help: 'Leads whose webhook delivery is still pending (whole database).',
      labelNames: ['collection'] as const,
      registers: [registry],
    }),
    leadOldestPendingAge: new Gauge({
      name: 'erpz_lead_oldest_pending_age_seconds',
      help: 'Age of the oldest lead still waiting for delivery; 0 when none is (whole database).',
      labelNames: ['collection'] as const,
      registers: [registry],
    }),
    webhookDeliveries: new Gauge({
      name: 'erpz_webhook_deliveries',
      help: 'Webhook delivery attempts recorded, by outcome (whole database).',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
  }
}

export type Metrics = ReturnType<typeof create>
// Side door: on `globalThis`, shared by the two module graphs of one process (decision 187);
// scripts/serve.ts records requests, the app's /metrics route reads and adds.
const KEY = Symbol.for('erpz.metrics')

export function metrics(): Metrics {
  const holder = globalThis as { [KEY]?: Metrics }
  holder[KEY] ??= create()
  return holder[KEY]
}

/** Route patterns as labels: a bounded set whatever paths clients make up. */
const ROUTES: Array<[RegExp, string]> = [
  [/^\/_next\/static\//, '/_next/static'],
  [/^\/_next\/image/, '/_next/image'],
  [/^\/_next\//, '/_next'],
  [/^\/api\/media\/file\//, '/api/media/file'],
  [/^\/api\/users\/login$/, '/api/users/login'],
  [/^\/api(\/|$)/, '/api'],
  [/^\/admin(\/|$)/, '/admin'],
  [/^\/blog\/rss\.xml$/, '/blog/rss.xml'],
  [/^\/blog\/preview\//, '/blog/preview/:slug'],
  [/^\/blog-list(\/|$)/, '/blog-list'],
  [/^\/blog\/[^/]+$/, '/blog/:slug'],
  [/^\/leads\/(contact|demo|newsletter|token|export\.csv)$/, '/leads/$1'],
  [/^\/analytics\/(event|export\.csv)$/, '/analytics/$1'],
  [/^\/workspace\/auth\/(login|register|logout|forgot-password|reset-password)$/, '/workspace/auth/$1'],
  [/^\/workspace\/auth\/[^/]+\/?/, '/workspace/auth/:provider'],
  [/^\/workspace\/api\//, '/workspace/api'],
  [/^\/workspace\/domain$/, '/workspace/domain'],
  [/^\/onboarding(\/|$)/, '/onboarding'],
  [/^\/auth\//, '/auth'],
  [/^\/solutions\/[^/]+$/, '/solutions/:slug'],
  [/^\/policies\/[^/]+$/, '/policies/:slug'],
]
const PAGES = new Set([
  '/', '/blog', '/about', '/brand-kit', '/careers', '/contact', '/demo-booking', '/pricing', '/solutions',
  '/cancellation-refund-policy', '/cookie-policy', '/privacy-policy', '/shipping-delivery-policy', '/terms-of-service',
  '/sitemap.xml', '/robots.txt', '/healthz', '/readyz', '/metrics', '/favicon.ico',
])

export function routeLabel(pathname: string): string {
  for (const [pattern, label] of ROUTES) {
    const match = pattern.exec(pathname)
    if (match) return label.replace('$1', match[1] ?? '')
  }
  return PAGES.has(pathname) ? pathname : 'other'
}

const AUTH_ACTIONS: Record<string, 'signup' | 'login'> = {
  '/workspace/auth/register': 'signup',
  '/workspace/auth/login': 'login',
  '/api/users/login': 'login',
}

/** Records one answered request: latency, 429s, and the outcome of sign-ups and logins. */
export function recordRequest(method: string, pathname: string, status: number, seconds: number): void {
  const m = metrics()
  const route = routeLabel(pathname)
  m.requestDuration.observe({ route, method, status: `${Math.floor(status / 100)}xx` }, seconds)
  if (status === 429) m.rateLimitRejections.inc({ route })
  const action = method === 'POST' ? AUTH_ACTIONS[route] : undefined
  if (action) {
    const outcome = status < 400 ? 'success' : status === 429 ? 'rate_limited' : status >= 500 ? 'error' : 'rejected'
    m.authAttempts.inc({ action, outcome })
  }
}
