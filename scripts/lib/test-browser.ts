import fs from 'node:fs'

/** Debian's headless shell (package chromium-headless-shell): the same Chromium build, without the browser's UI. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The browser the tests drive: `CHROMIUM_PATH` when set, else Debian's headless shell when it is
 * installed (`.ci/run` installs it), else Debian's chromium. The shell is what Playwright itself runs
 * for headless tests; on two cores it spent a fifth less CPU than the full browser on the same specs
 * (decision 204). The bench keeps the full browser: Lighthouse's figures were calibrated on it.
 */
export function testBrowserPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'
}

/**
 * The test browser's launch options, for Playwright's config and the system tests that drive a
 * browser themselves: run as root without a sandbox, no GPU, and nothing fetched in the background
 * (this machine's network is closed: sync, component updates and QUIC would only fail, and load).
 */
export function testBrowserLaunchOptions(): { executablePath: string; args: string[] } {
  return {
    executablePath: testBrowserPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  }
}
