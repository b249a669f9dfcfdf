/**
 * Live Help's idle streams (issue 47, decision 211) against `npm start`: 2,000 streams from 100
 * loopback addresses leave pages served (p95 of / within 2× of its quiet value) and each still
 * hears a new message; the server's memory per 1,000 streams is printed. A timing comparison, so it
 * runs in the alone phase (vitest.config.ts, TIMED_ALONE): beside another system file the quiet and
 * busy samples measured the neighbour as much as the streams.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, type AppServer, cmsLogin, type Database, freshDatabase, startAppServer } from '../support/app-server'
import { httpRequest, postJson } from '../support/http-client'
import { type Message, visitor } from '../support/live-help'
import { treeRssMb } from '../support/process-memory'
import { openSse, type SseStream } from '../support/sse'

describe('Live Help idle streams against npm start (SQLite)', () => {
  let database: Database
  let server: AppServer
  let admin: string
  const url = (pathname: string) => `${server.url}${pathname}`

  beforeAll(async () => {
    database = await freshDatabase('sqlite', 'erpz_live_help_streams')
    server = await startAppServer(database)
    admin = await cmsLogin(server, ADMIN.email, ADMIN.password)
    const saved = await postJson(url('/api/globals/site-settings'), { liveHelp: { staffing: 'always' } }, { headers: { authorization: admin } })
    expect(saved.status, saved.text).toBe(200)
  }, 300_000)
  afterAll(async () => {
    await server?.stop()
    await database?.drop()
  })

  it('2,000 idle streams from 100 addresses: pages are still served (p95 of / within 2× of quiet), memory per 1,000 streams printed', async () => {
    const gus = visitor(() => server, '127.0.1.1')
    await gus.send('Hello, many tabs')
    const pageP95 = async () => {
      const times: number[] = []
      // 200 requests: the p95 is the 10th slowest, not the 3rd, so one scheduler hiccup on a
      // 2-core machine moves it little and the bound can be the strict 2×.
      for (let i = 0; i < 200; i++) {
        const started = performance.now()
        const page = await httpRequest(url('/'), { from: '127.0.2.1' })
        expect(page.status).toBe(200)
        times.push(performance.now() - started)
      }
      times.sort((x, y) => x - y)
      return times[Math.floor(times.length * 0.95)]!
    }
    await pageP95() // warm
    const quiet = await pageP95()
    const rssBefore = treeRssMb(server.child.pid!)
    const streams: SseStream[] = []
    for (let address = 0; address < 100; address++) {
      const opened = await Promise.all(Array.from({ length: 20 }, () => openSse(url('/live-help/stream'), { headers: { cookie: gus.cookie }, from: `127.0.3.${address + 1}` })))
      for (const stream of opened) {
        expect(stream.status).toBe(200)
        streams.push(stream)
      }
    }
    const busy = await pageP95()
    const rssAfter = treeRssMb(server.child.pid!)
    // Every stream still hears a new message.
    await postJson(url(`/live-help/agent/${((await httpRequest(url('/live-help/agent?view=waiting'), { headers: { authorization: admin } })).json() as { rows: { id: number }[] }).rows[0]!.id}`), {
      action: 'reply',
      body: 'To every tab',
    }, { headers: { authorization: admin } })
    await Promise.all(streams.map((stream) => stream.waitFor((e) => e.event === 'message' && (e.data as Message).body === 'To every tab', 15_000, 'the broadcast')))
    console.log(
      `live help: ${streams.length} idle streams; p95 of / ${quiet.toFixed(1)} ms quiet, ${busy.toFixed(1)} ms with them open; ` +
        `RSS ${rssBefore} → ${rssAfter} MB (${(((rssAfter - rssBefore) * 1000) / streams.length).toFixed(1)} MB per 1,000 streams)`,
    )
    expect(busy).toBeLessThanOrEqual(2 * quiet)
    for (const stream of streams) stream.close()
  }, 180_000)

})
