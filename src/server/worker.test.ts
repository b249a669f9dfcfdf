import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** `export const leadWebhookJob = defineOutboxKind…(` in every module that defines a kind. */
function definedKinds(): string[] {
  return sourceFiles(SRC).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/export const (\w+) = defineOutboxKind\b/g)].map((match) => match[1]!),
  )
}

describe('the worker (src/server/worker.ts)', () => {
  it('runs every kind of queued work the app defines: a kind left out would sit in the outbox until it failed', () => {
    const kinds = definedKinds()
    expect(kinds.length).toBeGreaterThanOrEqual(7)
    const worker = fs.readFileSync(path.join(SRC, 'server/worker.ts'), 'utf8')
    const list = /export const OUTBOX_KINDS[^=]*= \[([^\]]*)\]/.exec(worker)?.[1] ?? ''
    const listed = list.split(',').map((name) => name.trim()).filter(Boolean)
    expect(listed.sort()).toEqual([...kinds].sort())
  })
})
