/**
 * Payload's admin server functions (the Schedule Publish drawer's `schedule-publish`, …) called
 * through real HTTP as the admin's browser calls them, for the system tests.
 */
import fs from 'node:fs'
import path from 'node:path'

import { expect } from 'vitest'

import type { AppServer } from './app-server'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** The id of the admin's server function (`serverFunction` in src/app/(payload)/layout.tsx), from the build. */
function adminServerAction(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, '.next/server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { workers: Record<string, unknown>; filename?: string }>
  }
  const ids = Object.entries(manifest.node)
    .filter(([, entry]) => entry.filename === 'src/app/(payload)/layout.tsx')
    .map(([id]) => id)
  if (ids.length !== 1) throw new Error(`expected one server action in src/app/(payload)/layout.tsx, found ${ids.length}`)
  return ids[0]!
}

/**
 * Calls a Payload server function as the admin's browser does: POST to an admin page with the
 * action's id, the arguments in React's reply encoding (a Date is "$D" + ISO), the session cookie.
 * Returns the value the action answered (the RSC stream's row 1).
 */
export async function serverFunction(server: AppServer, token: string, name: string, args: Record<string, unknown>): Promise<unknown> {
  const encoded = JSON.stringify([{ name, args }], (_key, value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? `$D${value}` : value,
  )
  const response = await fetch(`${server.url}/admin`, {
    method: 'POST',
    headers: {
      accept: 'text/x-component',
      'content-type': 'text/plain;charset=UTF-8',
      'next-action': adminServerAction(),
      // A same-origin fetch, as the admin's: the server's PUBLIC_URL (localhost) is not this test's
      // 127.0.0.1 address, so an Origin header would make Payload ignore the session cookie (CSRF).
      'sec-fetch-site': 'same-origin',
      cookie: `payload-token=${token.replace(/^JWT /, '')}`,
    },
    body: encoded,
  })
  const text = await response.text()
  expect(response.status, `${text.slice(0, 500)}\n${server.output().slice(-3000)}`).toBe(200)
  const row = /^1:(.*)$/m.exec(text)
  if (!row) throw new Error(`no result in the action's answer: ${text.slice(0, 500)}`)
  return JSON.parse(row[1]!) as unknown
}
