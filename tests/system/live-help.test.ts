/**
 * Live Help (issue 47, decision 211) against `npm start` through real HTTP: a visitor and a
 * support agent talk over their streams; a visitor cannot reach another's conversation (no id to
 * guess, a made-up or replayed cookie finds nothing) and an editor cannot open the inbox; bad
 * messages get a 4xx with words, never a 500; the server killed with SIGKILL mid-conversation comes
 * back under `npm start` and the stream resumes from the last event with nothing lost or doubled;
 * outside office hours the conversation becomes a lead: stored, delivered to the lead webhook with
 * its transcript and attribution (checked with the official Standard Webhooks library), and
 * announced to sales by email; streams are bounded per address.
 */
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, type AppServer, cmsLogin, type Database, freshDatabase, SECRETS, startAppServer } from '../support/app-server'
import { queryRows } from '../support/db-query'
import { httpRequest, type HttpResult, postJson } from '../support/http-client'
import { startSmtp } from '../support/smtp'
import { type Message, type State, visitor } from '../support/live-help'
import { openSse, type SseStream } from '../support/sse'
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('Live Help against npm start (SQLite)', () => {
  let database: Database
  let server: AppServer
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let receiver: WebhookReceiver
  let admin: string
  let support: string
  let editor: string
  const url = (pathname: string) => `${server.url}${pathname}`
  const agent = (token: string) => ({ authorization: token })
  const agentPost = (token: string, id: number, body: unknown) => postJson(url(`/live-help/agent/${id}`), body, { headers: agent(token) })
  const setStaffing = async (staffing: 'hours' | 'always' | 'never') => {
    const saved = await postJson(url('/api/globals/site-settings'), { liveHelp: { staffing } }, { headers: { authorization: admin } })
    expect(saved.status, saved.text).toBe(200)
  }

  beforeAll(async () => {
    smtp = await startSmtp()
    receiver = await startWebhookReceiver(SECRETS.WEBHOOK_SECRET)
    database = await freshDatabase('sqlite', 'erpz_live_help')
    server = await startAppServer(database, {
      env: {
        SMTP_URL: smtp.url,
        LEAD_WEBHOOK_URL: receiver.url,
        SALES_ALERT_EMAILS: 'sales@live-help.test',
        ERPZ_LIVE_HELP_NO_ANSWER_SECONDS: '5',
      },
    })
    admin = await cmsLogin(server, ADMIN.email, ADMIN.password)
    for (const [role, password] of [
      ['support', 'support-password-123'],
      ['editor', 'editor-password-1234'],
    ] as const) {
      const created = await postJson(
        url('/api/users'),
        {
          email: `${role}@live-help.test`,
          password,
          name: `Sam ${role}`,
          roles: [role],
        },
        { headers: { authorization: admin } },
      )
      expect(created.status, created.text).toBe(201)
    }
    support = await cmsLogin(server, 'support@live-help.test', 'support-password-123')
    editor = await cmsLogin(server, 'editor@live-help.test', 'editor-password-1234')
    await setStaffing('always')
  }, 300_000)
  afterAll(async () => {
    await server?.stop()
    await receiver?.close()
    await smtp?.close()
    await database?.drop()
  })

  it('a visitor and a support agent talk over their streams, in order; the visitor alone reaches the conversation', async () => {
    const ana = visitor(() => server)
    expect((await ana.state()).json()).toMatchObject({
      staffed: true,
      conversation: null,
    })
    const first = await ana.send('Hello, my workspace name is taken. Can you help?')
    expect(first.status, first.text).toBe(200)
    expect(ana.cookie).toMatch(/^erpz_live_help=[\w-]{43}$/)
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/)

    // The support agent sees it waiting, claims it and answers over the inbox's stream.
    const inbox = await openSse(url('/live-help/agent/stream'), {
      headers: agent(support),
    })
    expect(inbox.status).toBe(200)
    const waiting = (
      await httpRequest(url('/live-help/agent?view=waiting'), {
        headers: agent(support),
      })
    ).json() as { rows: { id: number; title: string; unread: number }[] }
    expect(waiting.rows).toHaveLength(1)
    const id = waiting.rows[0]!.id
    expect(waiting.rows[0]!.unread).toBe(1)

    const stream = await ana.stream()
    expect(stream.status).toBe(200)
    expect((await agentPost(support, id, { action: 'claim' })).status).toBe(200)
    const typing = await agentPost(support, id, { action: 'typing' })
    expect(typing.status).toBe(204)
    await stream.waitFor((e) => e.event === 'typing', 5_000, 'typing hint')
    const replied = await agentPost(support, id, {
      action: 'reply',
      body: 'Hi! I can reserve another name for you.',
    })
    expect(replied.status, replied.text).toBe(200)
    await stream.waitFor((e) => e.event === 'message' && (e.data as Message).author === 'agent', 5_000, 'the reply')
    await ana.send('Great, please use acme-forge.')
    await inbox.waitFor(
      (e) => e.event === 'message' && (e.data as { message: Message }).message.body === 'Great, please use acme-forge.',
      5_000,
      'the visitor message on the inbox',
    )

    const seen = stream.events.filter((e) => e.event === 'message').map((e) => (e.data as Message).body)
    expect(seen).toEqual(['Hi! I can reserve another name for you.', 'Great, please use acme-forge.'])
    const history = ((await ana.state()).json() as State).conversation!.messages
    expect(history.map((m) => [m.author, m.body])).toEqual([
      ['visitor', 'Hello, my workspace name is taken. Can you help?'],
      ['agent', 'Hi! I can reserve another name for you.'],
      ['visitor', 'Great, please use acme-forge.'],
    ])
    // The visitor sees the agent's first name, never their email.
    expect(history[1]!.agentName).toBe('Sam')
    stream.close()
    inbox.close()

    // Another browser, a made-up cookie and a replayed cookie of a deleted conversation find nothing.
    const other = visitor(() => server, '127.0.0.2')
    expect(((await other.state()).json() as State).conversation).toBeNull()
    other.cookie = `erpz_live_help=${'A'.repeat(43)}`
    expect(((await other.state()).json() as State).conversation).toBeNull()
    expect((await other.stream()).status).toBe(404)
    expect((await other.act({ action: 'typing' })).status).toBe(404)

    // Agents' routes: a visitor is 401, an editor 403, on every one; the REST API hides the collections from editors too.
    for (const headers of [{}, { cookie: ana.cookie }, agent(editor)] as Record<string, string>[]) {
      const expected = 'authorization' in headers ? 403 : 401
      expect((await httpRequest(url('/live-help/agent?view=open'), { headers })).status).toBe(expected)
      expect((await httpRequest(url(`/live-help/agent/${id}`), { headers })).status).toBe(expected)
      expect((await postJson(url(`/live-help/agent/${id}`), { action: 'reply', body: 'x' }, { headers })).status).toBe(expected)
      expect((await openSse(url('/live-help/agent/stream'), { headers })).status).toBe(expected)
    }
    for (const collection of ['live-help-conversations', 'live-help-messages']) {
      expect(
        (
          await httpRequest(url(`/api/${collection}`), {
            headers: agent(editor),
          })
        ).status,
      ).toBe(403)
      expect((await httpRequest(url(`/api/${collection}`))).status).toBe(403)
      expect(
        (
          await httpRequest(url(`/api/${collection}`), {
            headers: agent(support),
          })
        ).status,
      ).toBe(200)
      // Nobody writes them through the REST API, not even an admin: the server does.
      expect((await postJson(url(`/api/${collection}`), { body: 'x' }, { headers: { authorization: admin } })).status).toBe(403)
    }
    const rest = (
      await httpRequest(url('/api/live-help-conversations'), {
        headers: agent(support),
      })
    ).json() as { docs: Record<string, unknown>[] }
    expect(rest.docs[0]).not.toHaveProperty('visitorKey')

    // The visitor deletes the conversation: gone, and the old cookie finds nothing.
    const kept = ana.cookie
    const deleted = await httpRequest(url('/live-help'), {
      method: 'DELETE',
      headers: { cookie: kept },
    })
    expect(deleted.status).toBe(200)
    expect(await queryRows(database, 'SELECT id FROM live_help_messages')).toEqual([])
    expect(((await httpRequest(url('/live-help'), { headers: { cookie: kept } })).json() as State).conversation).toBeNull()
  }, 120_000)

  it('presence: an agent is online while their inbox stream is open, and the visitor is told when nobody is', async () => {
    const online = async () => ((await httpRequest(url('/live-help'))).json() as State & { agentsOnline: number }).agentsOnline
    const within = async (expected: number, ms: number) => {
      const deadline = Date.now() + ms
      while ((await online()) !== expected && Date.now() < deadline) await sleep(100)
      return online()
    }
    expect(await within(0, 3_000)).toBe(0)
    const first = await openSse(url('/live-help/agent/stream'), { headers: agent(support) })
    const second = await openSse(url('/live-help/agent/stream'), { headers: agent(support) })
    expect(await within(1, 2_000)).toBe(1)
    const inbox = (await httpRequest(url('/live-help/agent?view=open'), { headers: agent(support) })).json() as { online: number }
    expect(inbox.online).toBe(1)
    first.close()
    second.close()
    expect(await within(0, 3_000)).toBe(0)
  }, 30_000)

  it('bad messages get a 4xx with words, never a 500', async () => {
    const bob = visitor(() => server, '127.0.0.3')
    const tooLong = await bob.send('é'.repeat(2_100))
    expect(tooLong.status).toBe(422)
    expect(tooLong.json()).toMatchObject({
      ok: false,
      message: 'Your message is too long: at most 4 KB (about 4,000 letters).',
    })
    const cases: [string, () => Promise<HttpResult>, number][] = [
      ['empty', () => bob.send('   '), 422],
      ['unknown action', () => bob.act({ action: 'hack' }), 422],
      [
        'not JSON',
        () =>
          httpRequest(url('/live-help'), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"action":',
            from: '127.0.0.3',
          }),
        400,
      ],
      [
        'a form post',
        () =>
          httpRequest(url('/live-help'), {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'action=send',
            from: '127.0.0.3',
          }),
        415,
      ],
      ['a huge body', () => postJson(url('/live-help'), { action: 'send', body: 'x'.repeat(40_000) }, { from: '127.0.0.3' }), 413],
      ['a page that is not a path', () => bob.send('Hello there', { page: 'https://evil.test/' }), 422],
      ['a bad email', () => bob.send('Hello there', { email: 'not-an-email' }), 422],
      ['an agent action on no id', () => postJson(url('/live-help/agent/abc'), { action: 'close' }, { headers: agent(support) }), 404],
      ['an agent reply too long', () => postJson(url('/live-help/agent/999999'), { action: 'reply', body: 'x'.repeat(5_000) }, { headers: agent(support) }), 422],
      ['an assignment to an editor', () => postJson(url('/live-help/agent/999999'), { action: 'assign', userId: 'x' }, { headers: agent(support) }), 422],
    ]
    for (const [what, request, status] of cases) {
      const answer = await request()
      expect(answer.status, `${what}: ${answer.text}`).toBe(status)
      expect((answer.json() as { message?: string }).message, what).toBeTruthy()
    }
    expect(((await bob.state()).json() as State).conversation).toBeNull()
  }, 60_000)

  it('kill -9 under npm start mid-conversation: the stream resumes from the last event it saw, nothing lost or doubled', async () => {
    const cleo = visitor(() => server, '127.0.0.4')
    await cleo.send('Before the crash')
    const id = (
      (
        await httpRequest(url('/live-help/agent?view=waiting'), {
          headers: agent(support),
        })
      ).json() as { rows: { id: number; title: string }[] }
    ).rows[0]!.id
    const stream = await cleo.stream()
    await agentPost(support, id, { action: 'reply', body: 'Reply 1' })
    const one = await stream.waitFor((e) => e.event === 'message', 5_000, 'reply 1')
    const pid = Number(/▸ Server process (\d+) \(supervised by npm start/.exec(server.output())?.[1])
    expect(pid).toBeGreaterThan(0)
    process.kill(pid, 'SIGKILL')
    await stream.ended
    // Back under npm start; meanwhile (as soon as it answers) the agent writes twice more.
    const deadline = Date.now() + 30_000
    for (;;) {
      const health = await fetch(url('/healthz'), {
        signal: AbortSignal.timeout(1_000),
      }).catch(() => null)
      if (health?.status === 200) break
      if (Date.now() > deadline) throw new Error('the server did not come back within 30 s')
      await sleep(200)
    }
    await agentPost(support, id, { action: 'reply', body: 'Reply 2' })
    await agentPost(support, id, { action: 'reply', body: 'Reply 3' })
    // The browser reconnects with the last id it saw.
    const resumed = await cleo.stream(Number(one.id))
    await resumed.waitFor((e) => e.event === 'message' && (e.data as Message).body === 'Reply 3', 5_000, 'reply 3')
    await agentPost(support, id, { action: 'reply', body: 'Reply 4' })
    await resumed.waitFor((e) => e.event === 'message' && (e.data as Message).body === 'Reply 4', 5_000, 'reply 4')
    // Each stream sends in order. The replay may repeat the seconds before the last id (on PostgreSQL
    // commit order is not id order); the browser keeps one message per id, as here.
    const messages = (s: SseStream) => s.events.filter((e) => e.event === 'message').map((e) => ({ id: Number(e.id), body: (e.data as Message).body }))
    for (const s of [stream, resumed])
      expect(messages(s).map((m) => m.id)).toEqual(
        messages(s)
          .map((m) => m.id)
          .sort((a, b) => a - b),
      )
    const kept = [...new Map([...messages(stream), ...messages(resumed)].map((m) => [m.id, m.body])).entries()].sort(([a], [b]) => a - b).map(([, body]) => body)
    expect(kept.filter((body) => body.startsWith('Reply'))).toEqual(['Reply 1', 'Reply 2', 'Reply 3', 'Reply 4'])
    // Nothing the visitor missed while the server was down is left out of the resumed stream.
    expect(messages(resumed).map((m) => m.body)).toEqual(expect.arrayContaining(['Reply 2', 'Reply 3', 'Reply 4']))
    resumed.close()
  }, 90_000)

  it('outside office hours the visitor leaves an email and the conversation becomes a lead: stored, delivered with its transcript, sales told', async () => {
    await setStaffing('never')
    const dan = visitor(() => server, '127.0.0.5')
    const offline = (await dan.state()).json() as State
    expect(offline.staffed).toBe(false)
    const noEmail = await dan.send('Can I get pricing for 40 users?')
    expect(noEmail.status).toBe(422)
    expect(noEmail.json()).toMatchObject({
      message: 'Leave your email so we can reply: our team is offline right now.',
    })
    const since = smtp.messages.length
    const sent = await dan.send('Can I get pricing for 40 users?', {
      email: 'dan@forge.test',
      name: 'Dan Forge',
      meta: {
        sourcePage: '/pricing',
        utm: { source: 'newsletter', campaign: 'winter-sale' },
      },
    })
    expect(sent.status, sent.text).toBe(200)
    const lead = await queryRows<{
      id: number
      message: string
      source: string
      campaign: string
    }>(database, 'SELECT id, message, source, campaign FROM erpz_demo_requests WHERE email = ?', ['dan@forge.test'])
    expect(lead).toHaveLength(1)
    expect(lead[0]!.message).toContain('Visitor: Can I get pricing for 40 users?')
    expect(lead[0]).toMatchObject({
      source: 'newsletter',
      campaign: 'winter-sale',
    })

    const deadline = Date.now() + 30_000
    let delivery = receiver.received.find((hit) => (hit.data as { data?: { email?: string } }).data?.email === 'dan@forge.test')
    while (!delivery && Date.now() < deadline) {
      await sleep(200)
      delivery = receiver.received.find((hit) => (hit.data as { data?: { email?: string } }).data?.email === 'dan@forge.test')
    }
    expect(delivery, 'the lead webhook').toBeTruthy()
    // The official library verifies what we signed (our key is the secret's UTF-8 bytes, decision 033).
    const verified = new Webhook(Buffer.from(SECRETS.WEBHOOK_SECRET).toString('base64')).verify(delivery!.body, {
      'webhook-id': delivery!.id,
      'webhook-timestamp': String(delivery!.timestamp),
      'webhook-signature': delivery!.signature,
    }) as {
      data: { message: string }
      attribution: { utm: { campaign: string } }
    }
    expect(verified.data.message).toContain('Visitor: Can I get pricing for 40 users?')
    expect(verified.attribution.utm.campaign).toBe('winter-sale')
    const alert = await smtp.waitFor('sales@live-help.test', since, 30_000)
    expect(alert.text).toContain('dan@forge.test')
    // A second message is kept with the conversation, and the lead is not stored twice.
    expect((await dan.send('Also: do you integrate with Tally?')).status).toBe(200)
    expect(await queryRows(database, 'SELECT id FROM erpz_demo_requests WHERE email = ?', ['dan@forge.test'])).toHaveLength(1)
    await setStaffing('always')
  }, 90_000)

  it('nobody answers within the set time: the server says so in the stream on its own and asks for an email', async () => {
    const eve = visitor(() => server, '127.0.0.6')
    await eve.send('Is anyone there?')
    const stream = await eve.stream()
    const notice = await stream.waitFor((e) => e.event === 'message' && (e.data as Message).author === 'system', 20_000, 'the no-answer notice')
    expect((notice.data as Message).body).toBe('Nobody has answered yet. Leave your email and we will reply by email as soon as we can.')
    expect(((await eve.state()).json() as State).conversation!.needsEmail).toBe(true)
    const left = await eve.act({
      action: 'contact',
      email: 'eve@example.test',
    })
    expect(left.status, left.text).toBe(200)
    expect(await queryRows(database, 'SELECT id FROM erpz_demo_requests WHERE email = ?', ['eve@example.test'])).toHaveLength(1)
    stream.close()
  }, 60_000)

  it('streams are bounded per address: past the limit a 429 with words, and closing one frees its place', async () => {
    const fay = visitor(() => server, '127.0.0.7')
    await fay.send('Hello, streams')
    const open: SseStream[] = []
    for (let i = 0; i < 20; i++) {
      const stream = await fay.stream()
      expect(stream.status).toBe(200)
      open.push(stream)
    }
    const refused = await fay.stream()
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({
      message: 'Too many chat windows are open from your address. Close some and try again.',
    })
    open.pop()!.close()
    await sleep(300)
    const again = await fay.stream()
    expect(again.status).toBe(200)
    again.close()
    for (const stream of open) stream.close()
  }, 60_000)
})
