import { EventEmitter } from 'node:events'

import { describe, expect, it } from 'vitest'

import { CrashHistory, type CrashPolicy, type CrashRecord, DEFAULT_CRASH_POLICY, describeExit, supervise } from './supervisor'

const POLICY: CrashPolicy = { initialBackoffMs: 250, maxBackoffMs: 2_000, loopCrashes: 5, windowMs: 60_000 }

/** A fake server process: dies when the test says so, or when it is sent a signal (it drains, exits 0). */
class FakeChild extends EventEmitter {
  static nextPid = 1000
  pid = FakeChild.nextPid++
  signals: NodeJS.Signals[] = []
  kill(signal?: NodeJS.Signals | number) {
    this.signals.push(signal as NodeJS.Signals)
    return true
  }
  die(code: number | null, signal: NodeJS.Signals | null = null) {
    this.emit('exit', code, signal)
  }
}

/** supervise() with a fake clock, fake timers, fake children and a recorded log and exit. */
function harness() {
  let clock = 0
  const timers: Array<{ at: number; callback: () => void; cleared: boolean }> = []
  const children: FakeChild[] = []
  const records: CrashRecord[] = []
  const log: string[] = []
  const exits: number[] = []
  let stop: (signal: NodeJS.Signals) => void = () => {}
  const handle = supervise({
    spawn: (record) => {
      records.push(record)
      const child = new FakeChild()
      children.push(child)
      return child as never
    },
    policy: POLICY,
    log: (line) => log.push(line),
    exit: (code) => exits.push(code),
    now: () => clock,
    setTimer: (callback, ms) => {
      const timer = { at: clock + ms, callback, cleared: false }
      timers.push(timer)
      return timer
    },
    clearTimer: (timer) => ((timer as { cleared: boolean }).cleared = true),
    onStopSignal: (handler) => (stop = handler),
  })
  /** Moves the clock on by `ms`, running the timers that fall due. */
  const advance = (ms: number) => {
    clock += ms
    for (const timer of timers.filter((t) => !t.cleared && t.at <= clock)) {
      timer.cleared = true
      timer.callback()
    }
  }
  return { handle, children, records, log, exits, advance, stop: (signal: NodeJS.Signals) => stop(signal), last: () => children.at(-1)! }
}

describe('crash policy', () => {
  it('doubles the wait with each crash in a row, up to the maximum, and calls five within the window a loop', () => {
    const history = new CrashHistory(POLICY)
    expect([0, 1, 2, 3, 4, 5].map((i) => history.record(i * 1000))).toEqual([
      { delayMs: 250, recent: 1, loop: false },
      { delayMs: 500, recent: 2, loop: false },
      { delayMs: 1000, recent: 3, loop: false },
      { delayMs: 2000, recent: 4, loop: false },
      { delayMs: 2000, recent: 5, loop: true },
      { delayMs: 2000, recent: 6, loop: true },
    ])
  })

  it('npm start waits at most 10 s between tries, however long the loop', () => {
    const history = new CrashHistory(DEFAULT_CRASH_POLICY)
    const delays = Array.from({ length: 200 }, (_, i) => history.record(i * 1000).delayMs)
    expect(Math.max(...delays)).toBe(10_000)
    expect(delays.slice(0, 4)).toEqual([250, 500, 1000, 2000])
  })

  it('forgets crashes older than the window: a crash a day is restarted at once, forever', () => {
    const history = new CrashHistory(POLICY)
    for (let day = 0; day < 30; day++) expect(history.record(day * 86_400_000)).toEqual({ delayMs: 250, recent: 1, loop: false })
  })

  it('names the reason a process ended', () => {
    expect(describeExit(null, 'SIGKILL')).toBe('killed by SIGKILL')
    expect(describeExit(134, null)).toMatch(/heap is full/)
    expect(describeExit(1, null)).toBe('exit code 1')
  })
})

describe('supervise', () => {
  it('starts the server again after a crash, after the backoff, and says why it died', () => {
    const h = harness()
    const first = h.last()
    first.die(null, 'SIGKILL')
    expect(h.children).toHaveLength(1)
    expect(h.log).toEqual([`✖ The server process ${first.pid} died (killed by SIGKILL); restarting it in 0.25 s (1 crash within 60 s).`])
    h.advance(249)
    expect(h.children).toHaveLength(1)
    h.advance(1)
    expect(h.children).toHaveLength(2)
    expect(h.log[1]).toBe(`▸ Server process ${h.last().pid} started again (start 2)`)
    expect(h.exits).toEqual([])
  })

  it('a crash loop is an alarm, never an exit: it keeps restarting, and each new process is told the record', () => {
    const h = harness()
    for (let i = 0; i < 12; i++) {
      h.last().die(134)
      h.advance(2_000)
    }
    expect(h.children).toHaveLength(13)
    expect(h.exits).toEqual([])
    expect(h.log.filter((line) => line.startsWith('✖ ALARM crash loop: '))).toHaveLength(8)
    expect(h.log).toContain(
      '✖ ALARM crash loop: 5 crashes within 60 s. npm start keeps restarting the server (waiting at most 2 s between tries); the cause is in the log above.',
    )
    expect(h.records[0]).toEqual({ total: 0, recent: 0, loop: false, lastAt: 0 })
    expect(h.records[5]).toMatchObject({ total: 5, recent: 5, loop: true })
    expect(h.records[12]).toMatchObject({ total: 12, loop: true })
  })

  it('names the requests with a body the process was handling when it died, and no others', () => {
    const h = harness()
    const child = h.last()
    child.emit('message', { erpz: 'request', id: 'a', method: 'POST', path: '/api/users/login', bytes: '12582912' })
    child.emit('message', { erpz: 'request', id: 'b', method: 'POST', path: '/leads/contact', bytes: '300' })
    child.emit('message', { erpz: 'done', id: 'b' })
    child.emit('message', { unrelated: true })
    child.die(134)
    expect(h.log[0]).toContain('\n  Requests with a body it was handling: POST /api/users/login (12582912 bytes declared, request a)')
    expect(h.log[0]).not.toContain('/leads/contact')
  })

  it('SIGTERM is forwarded, the server drains and npm start exits with its code, without a restart', () => {
    const h = harness()
    h.stop('SIGTERM')
    expect(h.last().signals).toEqual(['SIGTERM'])
    h.last().die(0)
    h.advance(60_000)
    expect(h.children).toHaveLength(1)
    expect(h.exits).toEqual([0])
    expect(h.log).toEqual([])
  })

  it('SIGINT while waiting to restart exits at once and starts nothing', () => {
    const h = harness()
    h.last().die(1)
    h.stop('SIGINT')
    h.advance(60_000)
    expect(h.children).toHaveLength(1)
    expect(h.exits).toEqual([0])
  })

  it('a server killed while draining is not restarted either; npm start exits 1', () => {
    const h = harness()
    h.stop('SIGTERM')
    h.last().die(null, 'SIGKILL')
    h.advance(60_000)
    expect(h.children).toHaveLength(1)
    expect(h.exits).toEqual([1])
  })
})
