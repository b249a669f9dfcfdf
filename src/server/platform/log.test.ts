import { Writable } from 'node:stream'

import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { clientErrorsAsInfo } from './log'

function capture() {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  return { lines, logger: pino({ level: 'info', hooks: { logMethod: clientErrorsAsInfo } }, stream) }
}

/** A Payload APIError as the production build names it: minified. */
class o extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'o'
  }
}

describe('clientErrorsAsInfo', () => {
  it('logs an error answered with a 4xx as one info line without a stack, whatever its class is called', async () => {
    const { lines, logger } = capture()
    logger.error({ err: new o('You are not allowed to perform this action.', 403) })
    await new Promise((resolve) => setImmediate(resolve))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 30, status: 403, msg: 'You are not allowed to perform this action.' })
    expect(JSON.stringify(lines[0])).not.toContain('stack')
  })

  it('keeps server errors, errors without a status and plain messages at their level', async () => {
    const { lines, logger } = capture()
    logger.error({ err: new o('database gone', 500) })
    logger.error({ err: new Error('boom') })
    logger.error('plain')
    logger.warn({ err: new o('not found', 404) })
    await new Promise((resolve) => setImmediate(resolve))
    expect(lines.map((line) => line.level)).toEqual([50, 50, 50, 40])
  })
})
