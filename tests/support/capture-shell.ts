/**
 * Captures tests/fixtures/shell-text.json: the header, footer and cookie banner text of a few routes
 * of a production build (run once, on the branch before the shell read the CMS globals):
 *   flock /tmp/erpz-heavy.lock node scripts/lib/run-ts.mjs tests/support/capture-shell.ts
 */
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { freshDatabase, startAppServer } from './app-server'
import { captureShell, SHELL_ROUTES, visibleText } from './shell-text'
import { testBrowserPath } from '../../scripts/lib/test-browser'

const database = await freshDatabase('sqlite', 'erpz_capture')
const server = await startAppServer(database)
try {
  const routes: Record<string, ReturnType<typeof captureShell>> = {}
  for (const route of SHELL_ROUTES) {
    const response = await fetch(`${server.url}${route}`)
    routes[route] = captureShell(await response.text())
  }
  const browser = await chromium.launch({ executablePath: testBrowserPath(), args: ['--no-sandbox'] })
  const page = await browser.newPage()
  await page.goto(`${server.url}/`)
  const banner = page.getByTestId('cookie-banner')
  await banner.waitFor()
  const cookieBanner = visibleText(await banner.evaluate((element) => element.outerHTML))
  await browser.close()
  const file = path.resolve(import.meta.dirname, '../fixtures/shell-text.json')
  fs.writeFileSync(file, `${JSON.stringify({ routes, cookieBanner }, null, 2)}\n`)
  console.log(`wrote ${file}`)
} finally {
  await server.stop()
  await database.drop()
}
