/** The analytics events the server stored (issue 29), read as the e2e admin over Payload's REST API. */
import { type APIRequestContext, expect, type Page } from '@playwright/test'

import { adminToken } from './cms'

export type StoredEvent = { name: string; path: string; utm_source: string | null; utm_campaign: string | null; referrer_host: string | null; visitor_id: string; occurred_at: string }

/** The events stored since `since` (an ISO time), oldest first. */
export async function eventsSince(request: APIRequestContext, since: string): Promise<StoredEvent[]> {
  const token = await adminToken(request)
  const answer = await request.get(`/api/erpz-analytics-events?where[occurred_at][greater_than_equal]=${encodeURIComponent(since)}&sort=occurred_at&limit=200&depth=0`, {
    headers: { authorization: `JWT ${token}` },
  })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { docs: StoredEvent[] }).docs
}

/**
 * Resolves when the beacon has posted the page view of `path`. A test that moves on to the next
 * page waits for it first: the beacon loads once the page is idle, so under the full suite's load
 * an immediate `goto` can leave before it ever ran (a visitor who leaves within a second goes
 * uncounted; decision 181), which is not what these tests measure.
 */
export function pageviewSent(page: Page, path: string): Promise<unknown> {
  return page.waitForRequest(
    (request) => {
      if (!request.url().endsWith('/analytics/event') || request.method() !== 'POST') return false
      const body = request.postDataJSON() as { name?: string; url?: string } | null
      return body?.name === 'pageview' && new URL(body.url ?? '/', 'http://x').pathname === path
    },
    { timeout: 20_000 },
  )
}
