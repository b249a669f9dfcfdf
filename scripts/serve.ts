/**
 * The HTTP server around Next.js's request handler, started by `npm start`, `npm run dev`, the
 * browser tests and the benchmark (scripts/lib/next-server.ts). It exists so that a client cannot
 * choose who it is: the client address is taken from the socket (or from the last hop of the
 * trusted proxy's header) and handed to the app in one header that a client cannot set
 * (decision 071). It also answers `/healthz`, drains on SIGTERM, and puts the hashes of each page's
 * inline scripts into its Content-Security-Policy (decision 152).
 *
 * Usage: node dist/server/serve.mjs start <port> (compiled, decision 187), or in development
 * node --import tsx --import ./scripts/lib/register.mjs scripts/serve.ts dev <port>
 */
import crypto from 'node:crypto'
import http from 'node:http'
import path from 'node:path'

import next from 'next'

import { markRootScope } from '../src/server/platform/cache/outside-requests.mjs'
import { ROOT } from './lib/root'

// Under tsx (development) Node's source-map support is on for the whole process, which then parses the map of every
// server chunk Next.js loads (about 11 MB each, the same Payload code in several chunks) and took
// the 256 MB heap (decision 068) over at the first request. Stack traces of the running app point
// into .next, as under `next start`.
process.setSourceMapsEnabled(false)

// Before any request exists: the context the cache's Redis calls run in (decision 213).
markRootScope()

const [mode = 'start', portArg = '3000'] = process.argv.slice(2)
const dev = mode === 'dev'
const port = Number(portArg)

const { env } = await import('../src/env')
const { CLIENT_ADDRESS_HEADER, FORWARDING_HEADERS, connectionClientAddress } = await import('../src/server/platform/http/client-ip')
const { readCspManifest } = await import('./lib/csp-manifest')
const { hashInlineScripts, mayBePage } = await import('./lib/csp-response')
const { runShutdownHooks } = await import('../src/server/platform/lifecycle')
const { logger } = await import('../src/server/platform/log')
const { recordRequest } = await import('../src/server/platform/metrics/registry')
const { chooseRequestId, runWithRequestId } = await import('../src/server/platform/request-context')
const { directRoute } = await import('../src/server/platform/http/direct-routes')
const { answerDirect } = await import('./lib/direct-response')
const { WORKER_START_HEADER, WORKER_START_PATH, prepareWorkerStart } = await import('../src/server/platform/boot')
const { REQUEST_BODY_LIMITS } = await import('../src/config/behaviour')
const { ALLOWED_METHODS, bodyLimitFor, isAllowedMethod, isMalformedPath, tooLargeMessage } = await import('../src/server/platform/http/body-limits')
const { BodyBudget, guardBody, refuse } = await import('./lib/body-guard')
const { staffSessionChecker } = await import('./lib/staff-session')
const { reportRequestToSupervisor } = await import('./lib/in-flight')
const { isMultipart, malformedMultipart } = await import('../src/server/platform/http/multipart')
const { readRouteHandlers } = await import('./lib/route-handlers')
const { requestLogClient } = await import('../src/server/platform/http/request-log')
const { answerTwin } = await import('./lib/bench-twin')
const { PRERENDERED_ELSEWHERE, adminRedirect, prerenderedElsewhere } = await import('./lib/public-address')
const { redirectLocation } = await import('../src/server/redirects/lookup')
const { mayStartRedirect } = await import('../src/server/redirects/paths')
const { closeAllStreams } = await import('../src/server/platform/realtime/event-stream')

/**
 * How long in-flight requests, the running job batch and closing the pools get after SIGTERM
 * before the process exits anyway; within the 10 s a process manager usually grants.
 */
const DRAIN_MS = 8_000

/**
 * Behind a trusted proxy, how long a draining instance keeps accepting connections while it
 * answers `/readyz` with 503, so the proxy's health check takes it out of rotation before its port
 * closes (decision 103). A connection the proxy opens in the moment the port closes can be reset
 * after the proxy has sent the request, which the proxy must not resend (it may be a lead). Without
 * a proxy nobody routes around the instance, and the port closes at once.
 */
const PROXY_GRACE_MS = env.DRAIN_PROXY_GRACE_MS

// Side door (decisions 080, 187): outside any request, so the route starts the worker in this context
// (src/server/platform/boot.ts); the secret is checked by src/app/outbox-worker/route.ts.
const workerStartSecret = prepareWorkerStart()

// One build serves any address (decision 201): pages the build prerendered at another address than
// PUBLIC_URL are rendered again here, with their own inline scripts (so not the build's hashes).
const elsewhere = !dev && prerenderedElsewhere(path.join(ROOT, '.next'), env.PUBLIC_URL)
;(globalThis as Record<symbol, unknown>)[PRERENDERED_ELSEWHERE] = elsewhere

const app = next({ dev, dir: ROOT, port })
const handle = app.getRequestHandler()
await app.prepare()

/** Inline script hashes of the pages prerendered by this build, by path (scripts/lib/csp-manifest.ts). */
const cspHashes = dev || elsewhere ? new Map<string, string[]>() : readCspManifest(path.join(ROOT, '.next'))
/** Paths served by a route handler, which reads its own body (scripts/lib/route-handlers.ts). */
const isRouteHandler = dev ? () => true : readRouteHandlers(path.join(ROOT, '.next'))

const trusted = env.TRUSTED_PROXY_HEADER?.toLowerCase()
const bodyBudget = new BodyBudget(REQUEST_BODY_LIMITS)
const isStaff = staffSessionChecker(env.PAYLOAD_SECRET)
let draining = false
let warmedUp = false
/** Responses not yet finished: those begun before a drain must not keep their connection open after it. */
const inFlight = new Set<http.ServerResponse>()
/** Connections that close after the answer they carried when the drain began: nothing more is served on them. */
const closing = new WeakSet<NonNullable<http.ServerResponse['socket']>>()

const server = http.createServer((req, res) => {
  // A request the client sent on such a connection before it saw the close is not taken: it fails
  // as a request on a closed connection does, and the client (or the proxy) sends it elsewhere.
  if (closing.has(req.socket)) {
    req.socket.destroy()
    return
  }
  const headers = req.headers
  const address = connectionClientAddress(trusted ? headers[trusted] : undefined, trusted, req.socket.remoteAddress)
  delete headers[CLIENT_ADDRESS_HEADER]
  if (!trusted) for (const name of FORWARDING_HEADERS) delete headers[name]
  headers[CLIENT_ADDRESS_HEADER] = address
  // One id per request in every log line, the proxy's when it is trusted to set one.
  const requestId = chooseRequestId(headers['x-request-id'], Boolean(trusted), () => crypto.randomUUID())
  headers['x-request-id'] = requestId
  res.setHeader('x-request-id', requestId)
  inFlight.add(res)
  res.once('close', () => inFlight.delete(res))
  const startedAt = process.hrtime.bigint()
  res.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9
    // The path only: query strings can carry tokens.
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    recordRequest(req.method ?? 'GET', pathname, res.statusCode, seconds)
    logger.info(
      // No client address on the line of an anonymous analytics event: it would re-identify it.
      { reqId: requestId, method: req.method, path: pathname, status: res.statusCode, ms: Math.round(seconds * 1000), client: requestLogClient(req.method ?? 'GET', pathname, address) },
      'request',
    )
  })

  // A draining instance is not ready either, whatever the app would say.
  if (draining && req.url === '/readyz') {
    res.writeHead(503, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
    res.end('draining\n')
    return
  }
  if (req.url === '/healthz') {
    const state = draining ? 'draining' : warmedUp ? 'ok' : 'starting'
    res.writeHead(state === 'ok' ? 200 : 503, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
    res.end(`${state}\n`)
    return
  }
  if (draining) res.setHeader('connection', 'close')
  // What the edge refuses never reaches the app, and is not an error of ours (decision 190).
  if (!isAllowedMethod(req.method)) {
    refuse(req, res, { status: 405, message: `The method ${req.method} is not allowed.`, headers: { allow: ALLOWED_METHODS.join(', ') } })
    return
  }
  const pathname = (req.url ?? '/').split('?')[0] ?? '/'
  if (isMalformedPath(pathname)) {
    refuse(req, res, { status: 400, message: 'The address is malformed: a percent sign must be followed by two hexadecimal digits.' })
    return
  }
  // The admin at another host than PUBLIC_URL's goes there, before sign-in (decision 201). Only when
  // PUBLIC_URL is set: its default (localhost) is a guess, and a visitor sent to it may be elsewhere.
  const forwardedHost = trusted ? [headers['x-forwarded-host']].flat()[0] : undefined
  const adminAt = env.publicUrlGiven ? adminRedirect(req.url ?? '/', forwardedHost || headers.host, env.PUBLIC_URL) : null
  if (adminAt) {
    res.writeHead(307, { location: adminAt, 'cache-control': 'no-store', 'content-length': 0 })
    res.end()
    return
  }
  const failed = (error: unknown) => {
    logger.error({ err: error, reqId: requestId }, 'request failed')
    if (!res.headersSent) res.writeHead(500)
    res.end()
  }
  const method = req.method ?? 'GET'
  const serveApp = () => {
    // Development keeps 'unsafe-inline' (hot reload); production pages get their own hashes.
    if (!dev) {
      // The bench's no-script twin of a page, only with the bench's per-run token (decision 065).
      if (answerTwin(req, res, env.ERPZ_BENCH_TOKEN, port)) return
      if (mayBePage(req.method, pathname, headers)) {
        hashInlineScripts(req, res, cspHashes.get(pathname), (count) =>
          logger.warn({ reqId: requestId, path: pathname, scripts: count }, 'inline scripts not written by Next.js left out of the page CSP'),
        )
      }
      // Side door (decision 184): the beacon's endpoint and its like skip Next.js's pipeline in
      // production; registered by src/app/outbox-worker/route.ts once the worker started.
      const direct = directRoute(method, pathname)
      if (direct) {
        runWithRequestId(requestId, () =>
          answerDirect(direct, req, res, `http://localhost:${port}`).catch(failed),
        )
        return
      }
    }
    runWithRequestId(requestId, () =>
      handle(req, res).catch(failed),
    )
  }
  // Redirects kept in the CMS are answered here, before Next.js (decision 210): a map lookup, where
  // Next.js's proxy cost every page but the home page a third of its throughput.
  const serve = () => {
    if (!mayStartRedirect(pathname)) return serveApp()
    // What follows the path in the request line: its query, "?…", or nothing.
    redirectLocation(pathname, (req.url ?? '').slice(pathname.length)).then((location) => {
      if (!location) return serveApp()
      res.writeHead(301, { location, 'content-length': 0 })
      res.end()
    }, failed)
  }
  const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined
  if (!hasBody) {
    serve()
    return
  }
  // A crash while this body is being handled is reported with it by `npm start` (scripts/lib/in-flight.ts).
  reportRequestToSupervisor(req, res, requestId, pathname)
  const limit = bodyLimitFor(method, pathname, isStaff(headers))
  guardBody(req, limit, bodyBudget, REQUEST_BODY_LIMITS, tooLargeMessage(limit), multipartInspector(pathname, headers['content-type'])).then(
    (outcome) => {
      if (!outcome.pass) {
        if (outcome.refusal) refuse(req, res, outcome.refusal)
        else res.destroy()
        return
      }
      res.once('close', outcome.release)
      serve()
    },
    failed,
  )
})
/**
 * A form posted to a page is parsed by Next.js itself, which answers a malformed multipart body with
 * a 500 and an error-level stack: such bodies are parsed once here first (decision 190). Route
 * handlers read their own (Payload's REST routes check theirs in `withPayloadRest`; ours refuse
 * multipart with a 415, the CV upload streams its own parser).
 */
function multipartInspector(pathname: string, contentType: string | undefined) {
  if (!contentType || !isMultipart(contentType) || isRouteHandler(pathname)) return undefined
  return async (body: Buffer) => {
    const problem = await malformedMultipart(contentType, body)
    return problem ? { status: 400 as const, message: problem } : null
  }
}

// What Node's HTTP parser refuses before any request exists (a method it does not know, a broken
// header): Node's default answers 400 and resets the connection, and a client still sending its
// body can lose the answer. Answered here with a half-close instead, 405 for an unknown method.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const status = error.code === 'HPE_INVALID_METHOD' ? 405 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const reason = { 400: 'Bad Request', 405: 'Method Not Allowed', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[status]
  const body = JSON.stringify({ message: `${reason}: the request could not be read.`, errors: [{ message: reason }] })
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `${status === 405 ? `allow: ${ALLOWED_METHODS.join(', ')}\r\n` : ''}connection: close\r\n\r\n${body}`,
  )
  setTimeout(() => socket.destroy(), 3_000).unref()
})
server.on('upgrade', (req, socket, head) => {
  void app.getUpgradeHandler()(req, socket, head)
})
server.keepAliveTimeout = 65_000

function ready() {
  if (warmedUp) return
  warmedUp = true
  console.log(`▸ Ready on http://localhost:${port}`)
}

/** One request of our own to the app; no keep-alive, which would hold up server.close(). */
function ownRequest(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false, timeout: 30_000 }, (response) => {
      response.resume()
      response.once('end', () => resolve(response.statusCode ?? 0))
    })
    request.once('timeout', () => request.destroy(new Error('no answer within 30 s')))
    request.once('error', reject)
    request.end()
  })
}

server.listen(port, async () => {
  // Side door (decisions 080, 187): the outbox worker and scheduled publishing start in the app's
  // route graph (src/app/outbox-worker/route.ts), the memory the server loads anyway. An instance
  // that cannot start them exits, and `npm start` starts it again.
  const started = await ownRequest('POST', WORKER_START_PATH, { [WORKER_START_HEADER]: workerStartSecret }).catch((error: unknown) => error)
  if (started !== 204) {
    logger.error(started instanceof Error ? { err: started } : { status: started }, 'the outbox worker did not start')
    process.exit(1)
  }
  // One /readyz through the app initialises Payload, which installs the shared limit store and the
  // shutdown hooks (src/server/platform/scale-out.ts), before /healthz reports the instance alive.
  await ownRequest('GET', '/readyz').catch((error: unknown) => logger.warn({ err: error }, 'warm-up request failed'))
  ready()
})

function shutdown(signal: NodeJS.Signals) {
  if (draining) return
  draining = true
  // Open event streams (Live Help) end now: their browsers resume on another instance, or on this
  // one when `npm start` has brought it back, from the last event they saw (decision 211).
  closeAllStreams()
  // A request begun before the drain is answered, and its connection closes after it, as every
  // connection of a request begun during the drain does: kept alive, it took a client's next
  // request 200 ms after the drain began (stop 62's full run), when Node's closeIdleConnections()
  // had run while that connection was still busy. An answer already on its way said keep-alive:
  // its connection ends after it, and a request read from it after that is not served. Served, it
  // was stored and could not be answered on the ended connection (stop 62).
  for (const res of inFlight) {
    if (!res.headersSent) res.setHeader('connection', 'close')
    else if (res.socket) {
      const socket = res.socket
      closing.add(socket)
      if (res.writableFinished) socket.end()
      else res.once('finish', () => socket.end())
    }
  }
  const graceMs = trusted ? PROXY_GRACE_MS : 0
  logger.info({ signal, graceMs }, 'draining in-flight requests')
  const forced = setTimeout(() => {
    logger.warn({ drainMs: DRAIN_MS }, 'drain deadline reached; exiting with work unfinished')
    process.exit(0)
  }, graceMs + DRAIN_MS)
  forced.unref()
  // Meanwhile requests are still served, each with `connection: close`, and /readyz says 503.
  // Without a proxy's grace the listener closes now, not on the next timer: on a loaded machine
  // that next turn of the event loop came 290 ms later and took requests sent after the drain began.
  if (graceMs > 0) setTimeout(closeListener, graceMs)
  else closeListener()
}

function closeListener() {
  // In-flight requests first; then the work they may have queued and the pools they wrote through.
  server.close(() => {
    void runShutdownHooks((name, error) => logger.error({ err: error, hook: name }, 'shutdown step failed'))
      .then(() => app.close())
      .finally(() => {
        logger.info('drained; exiting')
        process.exit(0)
      })
  })
  server.closeIdleConnections()
}
// `on`, not `once`: a process manager that signals the whole group delivers SIGTERM twice (directly
// and forwarded by `npm start`), and with no listener left the second would kill the process.
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
