/**
 * The HTTP server around Next.js's request handler, started by `npm start`, `npm run dev`, the
 * browser tests and the benchmark (scripts/lib/next-server.ts). It exists so that a client cannot
 * choose who it is: the client address is taken from the socket (or from the last hop of the
 * trusted proxy's header) and handed to the app in one header that a client cannot set
 * (decision 071). It also answers `/healthz` and drains on SIGTERM.
 *
 * Usage: node --import tsx --import ./scripts/lib/register.mjs scripts/serve.ts <start|dev> <port>
 */
import http from 'node:http'
import path from 'node:path'

import next from 'next'

const ROOT = path.resolve(import.meta.dirname, '..')
const [mode = 'start', portArg = '3000'] = process.argv.slice(2)
const dev = mode === 'dev'
const port = Number(portArg)

const { env } = await import('../src/env')
const { CLIENT_ADDRESS_HEADER, FORWARDING_HEADERS, connectionClientAddress } = await import('../src/server/http/client-ip')

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const DRAIN_MS = 8_000

const app = next({ dev, dir: ROOT, port })
const handle = app.getRequestHandler()
await app.prepare()

const trusted = env.TRUSTED_PROXY_HEADER?.toLowerCase()
let draining = false

const server = http.createServer((req, res) => {
  const headers = req.headers
  const address = connectionClientAddress(trusted ? headers[trusted] : undefined, trusted, req.socket.remoteAddress)
  delete headers[CLIENT_ADDRESS_HEADER]
  if (!trusted) for (const name of FORWARDING_HEADERS) delete headers[name]
  headers[CLIENT_ADDRESS_HEADER] = address

  if (req.url === '/healthz') {
    res.writeHead(draining ? 503 : 200, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
    res.end(draining ? 'draining\n' : 'ok\n')
    return
  }
  if (draining) res.setHeader('connection', 'close')
  handle(req, res).catch((error: unknown) => {
    console.error('request failed', error)
    if (!res.headersSent) res.writeHead(500)
    res.end()
  })
})
server.on('upgrade', (req, socket, head) => {
  void app.getUpgradeHandler()(req, socket, head)
})
server.keepAliveTimeout = 65_000

server.listen(port, () => {
  console.log(`▸ Ready on http://localhost:${port}`)
})

function shutdown(signal: NodeJS.Signals) {
  if (draining) return
  draining = true
  console.log(`▸ ${signal}: draining in-flight requests…`)
  const forced = setTimeout(() => process.exit(0), DRAIN_MS)
  forced.unref()
  server.close(() => {
    void app.close().finally(() => process.exit(0))
  })
  server.closeIdleConnections()
}
process.once('SIGTERM', () => shutdown('SIGTERM'))
process.once('SIGINT', () => shutdown('SIGINT'))
