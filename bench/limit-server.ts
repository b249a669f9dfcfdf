/**
 * The physical limit: a bare node:http server that answers each path with the very bytes and
 * headers the app returned for it, held in memory. Started by the benchmark (pinned to the same
 * core as the app); prints `LISTENING <port>` once ready and stops on SIGTERM.
 *
 *   node --import tsx bench/limit-server.ts <responses.json>
 */
import fs from 'node:fs'
import http from 'node:http'

export type CapturedResponse = {
  path: string
  status: number
  /** Raw header pairs as the app sent them, hop-by-hop headers removed. */
  headers: Array<[string, string]>
  bodyBase64: string
}

const file = process.argv[2]
if (!file) {
  console.error('usage: limit-server.ts <responses.json>')
  process.exit(2)
}
const captured = JSON.parse(fs.readFileSync(file, 'utf8')) as CapturedResponse[]
const responses = new Map(
  captured.map((response) => {
    const body = Buffer.from(response.bodyBase64, 'base64')
    const headers = response.headers.filter(([name]) => name.toLowerCase() !== 'content-length')
    headers.push(['content-length', String(body.length)])
    return [response.path, { status: response.status, headers: headers.flat(), body }]
  }),
)

const server = http.createServer((req, res) => {
  const response = responses.get(req.url ?? '')
  if (!response) {
    res.writeHead(404, { 'content-length': '0' })
    res.end()
    return
  }
  res.writeHead(response.status, response.headers)
  res.end(response.body)
})
server.keepAliveTimeout = 65_000
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  console.log(`LISTENING ${typeof address === 'object' && address ? address.port : 0}`)
})
process.once('SIGTERM', () => server.close(() => process.exit(0)))
// Never outlive a lost parent: the benchmark's longest use is far below an hour.
setTimeout(() => process.exit(0), 60 * 60 * 1000).unref()
