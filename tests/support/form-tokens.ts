/**
 * Lead form tokens made in the test process, as a browser gets them from /leads/token: signed with
 * the servers' PAYLOAD_SECRET (the fixed one of app-server.ts) and three seconds old, so a test
 * can post many leads at once (tokens are single-use) without waiting.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { SECRETS } from './app-server'

export async function formTokenIssuer(): Promise<() => string> {
  Object.assign(process.env, { ...SECRETS, ERPZ_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-tokens-')) })
  const { issueFormToken } = await import('@/server/platform/http/form-token')
  return () => issueFormToken(Date.now() - 3_000)
}
