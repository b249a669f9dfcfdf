/**
 * Writes tests/fixtures/policy-pages.json: what the five policy pages served (visible `<main>`
 * text, head metadata, JSON-LD) from a production build, taken before the policies moved into the
 * CMS (issue 31), so tests/system/policies.test.ts can prove the seeded documents read word for
 * word the same. Run once: `node scripts/lib/run-ts.mjs tests/support/capture-policy-text.ts`.
 */
import fs from 'node:fs'
import path from 'node:path'

import { freshDatabase, startAppServer } from './app-server'
import { headMetadata, jsonLd, mainText } from './page-text'

const POLICY_PATHS = ['/privacy-policy', '/terms-of-service', '/cookie-policy', '/cancellation-refund-policy', '/shipping-delivery-policy']

const database = await freshDatabase('sqlite', 'erpz_policy_capture')
const server = await startAppServer(database)
try {
  const pages: Record<string, { text: string; head: string[]; jsonLd: unknown[] }> = {}
  for (const route of POLICY_PATHS) {
    const response = await fetch(`${server.url}${route}`)
    if (response.status !== 200) throw new Error(`${route} answered ${response.status}`)
    const html = await response.text()
    pages[route] = { text: mainText(html), head: headMetadata(html), jsonLd: jsonLd(html) }
  }
  const file = path.resolve(import.meta.dirname, '../fixtures/policy-pages.json')
  fs.writeFileSync(file, `${JSON.stringify(pages, null, 2)}\n`)
  console.log(`wrote ${file}`)
} finally {
  await server.stop()
  await database.drop()
}
