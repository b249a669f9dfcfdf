/**
 * Live Help's rows (issue 47, decision 211): a visitor's message to the agent's inbox stream on one
 * instance (p50/p95 over 50 messages from 10 visitors, each from a loopback address of its own),
 * the server's memory per 1,000 idle visitor streams, and the size of the chat panel's own code
 * (the chunk the Live Help button loads when it is first opened, gzip).
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { postJson } from '../../tests/support/http-client'
import { openSse } from '../../tests/support/sse'
import { treeRssMb } from '../../tests/support/process-memory'

import { adminJwt } from './analytics'
import { percentile } from './stats'
import type { Skipped } from './results'

export type LiveHelpResults = {
  latency: { status: 'measured'; messages: number; p50Ms: number; p95Ms: number } | Skipped
  /** Posted to instance B, delivered to the inbox stream on A (the scale-out section, PostgreSQL and Redis). */
  acrossInstances?: { status: 'measured'; messages: number; p50Ms: number; p95Ms: number } | Skipped
  idleStreams: { status: 'measured'; streams: number; mbPer1000: number } | Skipped
  panelKiB: { status: 'measured'; kib: number; chunk: string } | Skipped
}

const VISITORS = 10
const MESSAGES_EACH = 5
const IDLE_STREAMS = 1_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A visitor's POST to /live-help; the cookie it holds afterwards (the one it sent, or the one it was given). */
async function post(origin: string, body: unknown, who: Visitor, cookie = ''): Promise<{ status: number; cookie: string }> {
  const headers = { ...(cookie ? { cookie } : {}), ...(who.forwardedFor ? { 'x-forwarded-for': who.forwardedFor } : {}) }
  const answer = await postJson(`${origin}/live-help`, body, { from: who.from, headers })
  const set = ([] as string[]).concat(answer.headers['set-cookie'] ?? []).find((c) => c.startsWith('erpz_live_help='))
  return { status: answer.status, cookie: set ? set.split(';')[0]! : cookie }
}

/** The chunk holding the panel (it carries the panel's own words), gzip KiB. */
export function panelChunkKiB(root: string): LiveHelpResults['panelKiB'] {
  const dir = path.join(root, '.next', 'static', 'chunks')
  if (!fs.existsSync(dir)) return { status: 'skipped', note: 'no .next/static/chunks' }
  const marker = 'Delete this conversation and every message in it'
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.js')) continue
    const file = fs.readFileSync(path.join(dir, name))
    if (file.includes(marker)) return { status: 'measured', kib: zlib.gzipSync(file).length / 1024, chunk: name }
  }
  return { status: 'skipped', note: 'the panel’s chunk was not found' }
}

type Visitor = { from?: string; forwardedFor?: string }

/**
 * Visitor → agent: 10 visitors each send 5 messages through `postOrigin`, one at a time, each timed
 * from its POST until the inbox stream on `streamOrigin` delivers it. Returns the times and the
 * first visitor's cookie. `address` says where visitor v comes from: a loopback address of its own,
 * or (an instance behind a trusted proxy) the proxy's header.
 */
export async function messageLatency(options: { postOrigin: string; streamOrigin: string; jwt: string; address: (v: number) => Visitor }): Promise<{ times: number[]; cookie: string }> {
  const inbox = await openSse(`${options.streamOrigin}/live-help/agent/stream`, { headers: { authorization: options.jwt, 'x-forwarded-for': '198.51.100.250' }, from: '127.0.4.1' })
  const times: number[] = []
  const visitors: { who: Visitor; cookie: string }[] = []
  try {
    for (let v = 0; v < VISITORS; v++) {
      const who = options.address(v)
      const first = await post(options.postOrigin, { action: 'send', body: `Bench visitor ${v} says hello` }, who)
      visitors.push({ who, cookie: first.cookie })
    }
    for (let m = 0; m < MESSAGES_EACH; m++) {
      for (const [v, visitor] of visitors.entries()) {
        const body = `Bench message ${m} from visitor ${v}`
        const started = performance.now()
        const sent = await post(options.postOrigin, { action: 'send', body }, visitor.who, visitor.cookie)
        if (sent.status !== 200) throw new Error(`a Live Help message answered ${sent.status}`)
        await inbox.waitFor((e) => e.event === 'message' && (e.data as { message: { body: string } }).message.body === body, 5_000, body)
        times.push(performance.now() - started)
      }
    }
  } finally {
    inbox.close()
  }
  times.sort((a, b) => a - b)
  return { times, cookie: visitors[0]?.cookie ?? '' }
}

/** Live Help on: the team answers at any time (site settings), so no visitor is asked for an email first. */
export async function staffAlways(origin: string, jwt: string): Promise<boolean> {
  const response = await fetch(`${origin}/api/globals/site-settings`, { method: 'POST', headers: { authorization: jwt, 'content-type': 'application/json' }, body: JSON.stringify({ liveHelp: { staffing: 'always' } }) })
  return response.ok
}

/** The same across two instances: visitors post to B, the agent's inbox stream is on A (through Redis). */
export async function measureAcrossInstances(a: string, b: string, admin: { email: string; password: string }): Promise<LiveHelpResults['latency']> {
  const jwt = `JWT ${await adminJwt(a, admin.email, admin.password)}`
  if (!(await staffAlways(a, jwt))) return { status: 'skipped', note: 'site settings could not be saved' }
  const { times } = await messageLatency({ postOrigin: b, streamOrigin: a, jwt, address: (v) => ({ forwardedFor: `198.51.100.${v + 10}` }) })
  return { status: 'measured', messages: times.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) }
}

export async function measureLiveHelp(origin: string, serverPid: number | undefined, root: string, admin: { email: string; password: string }): Promise<LiveHelpResults> {
  const jwt = `JWT ${await adminJwt(origin, admin.email, admin.password)}`
  if (!(await staffAlways(origin, jwt))) return { latency: { status: 'skipped', note: 'site settings could not be saved' }, idleStreams: { status: 'skipped', note: 'not run' }, panelKiB: panelChunkKiB(root) }

  const { times, cookie } = await messageLatency({ postOrigin: origin, streamOrigin: origin, jwt, address: (v) => ({ from: `127.0.4.${v + 10}` }) })
  const visitors = [{ cookie }]

  // Memory per 1,000 idle streams: 20 per address (the per-address limit), on one conversation.
  let idleStreams: LiveHelpResults['idleStreams'] = { status: 'skipped', note: 'server process not found' }
  if (serverPid) {
    await sleep(1_000)
    const before = treeRssMb(serverPid)
    const streams = []
    for (let address = 0; address < IDLE_STREAMS / 20; address++) {
      const opened = await Promise.all(Array.from({ length: 20 }, () => openSse(`${origin}/live-help/stream`, { headers: { cookie: visitors[0]!.cookie }, from: `127.0.5.${address + 1}` })))
      streams.push(...opened.filter((stream) => stream.status === 200))
    }
    await sleep(1_000)
    const after = treeRssMb(serverPid)
    idleStreams = { status: 'measured', streams: streams.length, mbPer1000: ((after - before) * 1000) / Math.max(1, streams.length) }
    for (const stream of streams) stream.close()
  }
  return {
    latency: { status: 'measured', messages: times.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) },
    idleStreams,
    panelKiB: panelChunkKiB(root),
  }
}
