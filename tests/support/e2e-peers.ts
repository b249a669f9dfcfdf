/**
 * The third parties of the browser tests, hosted by the e2e server process (scripts/e2e-server.ts)
 * because the app needs their addresses before any test runs: an SMTP server, Google and
 * Microsoft OpenID providers (https, as the production build requires) and a small control
 * server on 127.0.0.1 through which the tests read the mail, choose who signs in and make the
 * blog's database fail (tests/e2e/support/peers.ts). Nothing here is reachable from outside the
 * machine.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'

import { createClient } from '@libsql/client'

import { startOidcProvider, type MockIdentity } from './oidc'
import { startSmtp } from './smtp'
import { selfSignedCertificate } from './tls'
import { startWebhookReceiver } from './webhook-receiver'

/** `raw`: the whole message as received (MIME), for tests that read attachments such as .ics invites. */
export type PeerEmail = { to: string[]; subject: string; text: string; raw: string }
export type IdentityRequest = { identity: MockIdentity; idTokenOverrides?: MockIdentity }

async function readJson(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null')
}

/**
 * Takes the blog's posts table away from the app (renamed, so every query on it fails) or gives
 * it back: a database failure the tests can switch on and off. SQLite only, like the e2e server.
 */
async function setBlogPostsAvailable(databaseUrl: string, available: boolean) {
  const client = createClient({ url: databaseUrl })
  try {
    const [from, to] = available ? ['erpz_blogs_offline', 'erpz_blogs'] : ['erpz_blogs', 'erpz_blogs_offline']
    // The server writes too (its outbox: mail, webhooks, overdue alerts): wait for its write to end
    // instead of failing with SQLITE_BUSY and leaving the table away for every test after this one.
    await client.execute('PRAGMA busy_timeout = 15000')
    await client.execute(`ALTER TABLE ${from} RENAME TO ${to}`)
  } finally {
    client.close()
  }
}

/** Starts the peers, which live as long as this process; returns the settings the app needs. */
export async function startE2ePeers(options: { dir: string; controlPort: number; databaseUrl: string }) {
  const tls = selfSignedCertificate(options.dir)
  const smtp = await startSmtp()
  const providers = { google: await startOidcProvider(tls), microsoft: await startOidcProvider(tls) }
  // The sales automation: leads and newsletter sign-ups are delivered here (issue 29). The app signs
  // with this secret, which the control port tells a test that verifies a delivery's signature.
  const webhookSecret = randomBytes(24).toString('hex')
  const webhooks = await startWebhookReceiver(webhookSecret)

  const control = http.createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method === 'GET' && url.pathname === '/webhooks') {
      // The signed request as sent (id, timestamp, signature, body) for a test to verify with the official library.
      return reply(200, webhooks.received.map(({ id, data, timestamp, signature, body }) => ({ id, data, timestamp, signature, body })))
    }
    if (request.method === 'GET' && url.pathname === '/webhook-secret') return reply(200, { secret: webhookSecret })
    if (request.method === 'GET' && url.pathname === '/emails') {
      const emails: PeerEmail[] = smtp.messages.map(({ to, subject, text, raw }) => ({ to, subject, text, raw }))
      return reply(200, emails)
    }
    const oidc = /^\/oidc\/(google|microsoft)$/.exec(url.pathname)
    if (request.method === 'PUT' && oidc) {
      const provider = providers[oidc[1] as keyof typeof providers]
      readJson(request).then(
        (body) => {
          const { identity, idTokenOverrides } = body as IdentityRequest
          provider.setIdentity(identity, idTokenOverrides)
          reply(200, { ok: true })
        },
        () => reply(400, { error: 'body must be JSON' }),
      )
      return
    }
    if (request.method === 'PUT' && url.pathname === '/database/blog-posts') {
      readJson(request)
        .then((body) => setBlogPostsAvailable(options.databaseUrl, (body as { available: boolean }).available))
        .then(
          () => reply(200, { ok: true }),
          (error: unknown) => reply(500, { error: String(error) }),
        )
      return
    }
    reply(404, { error: 'not found' })
  })
  await new Promise<void>((resolve, reject) => {
    control.once('error', reject)
    control.listen(options.controlPort, '127.0.0.1', () => resolve())
  })

  const secret = () => randomBytes(16).toString('hex')
  return {
    /** Settings for the app under test; the client secrets are made up per run. */
    env: {
      SMTP_URL: smtp.url,
      LEAD_WEBHOOK_URL: webhooks.url,
      NEWSLETTER_WEBHOOK_URL: webhooks.url,
      WEBHOOK_SECRET: webhookSecret,
      SALES_ALERT_EMAILS: 'sales@e2e.test',
      GOOGLE_ISSUER: providers.google.issuer,
      GOOGLE_CLIENT_ID: 'e2e-google-client',
      GOOGLE_CLIENT_SECRET: secret(),
      MICROSOFT_ISSUER: providers.microsoft.issuer,
      MICROSOFT_CLIENT_ID: 'e2e-microsoft-client',
      MICROSOFT_CLIENT_SECRET: secret(),
      // The app trusts the providers' throwaway certificate, and only that one in addition.
      NODE_EXTRA_CA_CERTS: tls.certFile,
    },
  }
}
