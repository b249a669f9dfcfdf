/**
 * The tests' side of the e2e peers hosted by the server process (tests/support/e2e-peers.ts):
 * the mail the SMTP server received and the identity the OpenID providers sign in next.
 */
import { expect } from '@playwright/test'

import type { IdentityRequest, PeerEmail } from '../../support/e2e-peers'

const control = () => `http://127.0.0.1:${process.env.E2E_PEERS_PORT}`

export async function emails(): Promise<PeerEmail[]> {
  const response = await fetch(`${control()}/emails`)
  expect(response.status, 'e2e peers control server').toBe(200)
  return (await response.json()) as PeerEmail[]
}

export type PeerWebhook = { id: string; data: unknown; timestamp: number; signature: string; body: string }

/** Every webhook the sales automation received so far (leads and newsletter sign-ups). */
export async function webhooks(): Promise<PeerWebhook[]> {
  const response = await fetch(`${control()}/webhooks`)
  expect(response.status, 'e2e peers control server').toBe(200)
  return (await response.json()) as PeerWebhook[]
}

/** The secret the e2e server signs its webhooks with (tests/support/e2e-peers.ts). */
export async function webhookSecret(): Promise<string> {
  const response = await fetch(`${control()}/webhook-secret`)
  expect(response.status, 'e2e peers control server').toBe(200)
  return ((await response.json()) as { secret: string }).secret
}

/** Waits for an email to `to` among those received after the first `since`. */
export async function waitForEmail(to: string, since = 0): Promise<PeerEmail> {
  let found: PeerEmail | undefined
  await expect
    .poll(async () => {
      found = (await emails()).slice(since).find((email) => email.to.includes(to))
      return Boolean(found)
    }, { message: `an email to ${to}`, timeout: 10_000 })
    .toBe(true)
  return found!
}

/** The one link in the email's text part that opens `pathname`. */
export function linkIn(email: PeerEmail, pathname: string): string {
  const links = [...new Set(email.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])].filter((link) => new URL(link).pathname === pathname)
  expect(links, `links to ${pathname} in "${email.subject}"`).toHaveLength(1)
  return links[0]!
}

/** Who signs in at the provider next (claims of its ID token). */
export async function setIdentity(provider: 'google' | 'microsoft', identity: IdentityRequest['identity'], idTokenOverrides?: IdentityRequest['idTokenOverrides']) {
  const response = await fetch(`${control()}/oidc/${provider}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity, idTokenOverrides }),
  })
  expect(response.status).toBe(200)
}

/** Makes every query on the blog's posts table fail (false) or work again (true). */
export async function setBlogPostsAvailable(available: boolean) {
  const response = await fetch(`${control()}/database/blog-posts`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ available }),
  })
  expect(response.status, await response.text()).toBe(200)
}
