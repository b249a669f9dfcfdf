/**
 * The committed `src/payload-types.ts` is what Payload generates from the config, on each dialect.
 * Payload no longer regenerates it at every start outside production (src/payload.config.ts,
 * decision 214), so a field added without `npm run generate:types` is caught here instead.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { generateTypes } from 'payload/node'
import { describe, expect, it } from 'vitest'

import { env } from '@/env'
import config from '@/payload.config'

const COMMITTED = path.resolve(import.meta.dirname, '../../src/payload-types.ts')

/** The first line where the two texts part, with its neighbours, or undefined when they are equal. */
function firstDifference(committed: string, generated: string): string | undefined {
  if (committed === generated) return undefined
  const a = committed.split('\n')
  const b = generated.split('\n')
  let at = 0
  while (at < Math.max(a.length, b.length) && a[at] === b[at]) at++
  const around = (lines: string[]) => lines.slice(Math.max(0, at - 2), at + 3).join('\n')
  return `line ${at + 1} differs.\ncommitted:\n${around(a)}\ngenerated:\n${around(b)}`
}

describe(`the committed Payload types on ${env.dialect}`, () => {
  it('match what the config generates (after a change to a collection: npm run generate:types)', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-types-'))
    const output = path.join(folder, 'payload-types.ts')
    const previous = process.env.PAYLOAD_TS_OUTPUT_PATH
    process.env.PAYLOAD_TS_OUTPUT_PATH = output
    try {
      await generateTypes(await config, { log: false })
      const difference = firstDifference(fs.readFileSync(COMMITTED, 'utf8'), fs.readFileSync(output, 'utf8'))
      expect(difference, 'src/payload-types.ts is out of date: run npm run generate:types').toBeUndefined()
    } finally {
      if (previous === undefined) delete process.env.PAYLOAD_TS_OUTPUT_PATH
      else process.env.PAYLOAD_TS_OUTPUT_PATH = previous
      fs.rmSync(folder, { recursive: true, force: true })
    }
  }, 120_000)
})
