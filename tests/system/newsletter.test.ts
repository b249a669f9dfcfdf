/**
 * The newsletter's double opt-in (issue 29, decision 170) against a production server through real
 * HTTP: the newsletter webhook hears of an address only after its owner opened the emailed link,
 * and of its leaving through RFC 8058 one-click; a replayed, expired or forged link changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AppServer, type Database, DIALECTS, SECRETS, freshDatabase, startAppServer } from '../support/app-server'
import { formTokenIssuer } from '../support/form-tokens'
import { httpRequest, postJson } from '../support/http-client'
import { startSmtp } from '../support/smtp'
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

for (const dialect of DIALECTS) {
  describe(`newsletter double opt-in against a production server (${dialect})`, () => {
    let database: Database
    let server: AppServer
    let smtp: Awaited<ReturnType<typeof startSmtp>>
    let receiver: WebhookReceiver
    let formToken: () => string

    const url = (pathname: string) => `${server.url}${pathname}`
    const events = (email: string) =>
      receiver.received
        .map((hit) => hit.data as { event: string; data: { email: string } })
        .filter((body) => body.data.email === email)
        .map((body) => body.event)
    const subscribe = (email: string) => postJson(url('/leads/newsletter'), { email, website: '', formToken: formToken() })
    /** The confirmation page's button: a form POST to the link (its GET only opens the page, issue 42). */
    const press = (pathAndQuery: string) =>
      httpRequest(url(pathAndQuery), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' })

    beforeAll(async () => {
      formToken = await formTokenIssuer()
      smtp = await startSmtp()
      receiver = await startWebhookReceiver(SECRETS.WEBHOOK_SECRET)
      database = await freshDatabase(dialect, 'erpz_newsletter')
      server = await startAppServer(database, { env: { SMTP_URL: smtp.url, NEWSLETTER_WEBHOOK_URL: receiver.url } })
    })
    afterAll(async () => {
      await server?.stop()
      await receiver?.close()
      await smtp?.close()
      await database?.drop()
    })

    it('sends the address only after confirmation and on one-click unsubscribe; replays change nothing', async () => {
      const email = 'reader@newsletter.test'
      const since = smtp.messages.length
      const posted = await subscribe(email)
      expect(posted.status, posted.text).toBe(200)
      expect(posted.json()).toEqual({ ok: true })
      const mail = await smtp.waitFor(email, since, 30_000)
      expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
      const confirm = /https?:\/\/\S+?\/newsletter\/confirm\?token=[\w.-]+/.exec(mail.text)?.[0]
      const leave = /Unsubscribe: (https?:\/\/\S+?\/newsletter\/unsubscribe\?token=[\w.-]+)/.exec(mail.text)?.[1]
      expect(confirm, mail.text).toBeTruthy()
      expect(leave, mail.text).toBeTruthy()
      await sleep(1_000)
      expect(events(email)).toEqual([])

      // Expired and forged links: nothing happens.
      const [id, expires, mac] = new URL(confirm!).searchParams.get('token')!.split('.')
      // The forged one changes the signature's first character (to another one: it may already be an x).
      const forgedSignature = `${id}.${expires}.${mac!.startsWith('x') ? 'y' : 'x'}${mac!.slice(1)}`
      for (const token of [`${id}.${Date.now() - 1000}.${mac}`, forgedSignature, 'junk', '']) {
        const answer = await press(`/newsletter/confirm?token=${encodeURIComponent(token)}`)
        expect(answer.status).toBe(303)
        expect(answer.headers.location).toBe('/newsletter/link-invalid')
      }
      await sleep(500)
      expect(events(email)).toEqual([])

      const confirmed = await press(new URL(confirm!).pathname + new URL(confirm!).search)
      expect(confirmed.status).toBe(303)
      expect(confirmed.headers.location).toBe('/newsletter/confirmed')
      const page = await httpRequest(url('/newsletter/confirmed'))
      expect(page.status).toBe(200)
      expect(page.text).toContain('You’re subscribed')
      await expect.poll(() => events(email), { timeout: 15_000 }).toEqual(['subscribed'])
      const [hit] = receiver.received
      expect(hit?.verified).toBe(true)
      expect((hit?.data as { data: unknown }).data).toEqual({ email })

      // The same link again: nothing more.
      const replay = await press(new URL(confirm!).pathname + new URL(confirm!).search)
      expect(replay.headers.location).toBe('/newsletter/link-invalid')
      // Subscribing again while confirmed: the same answer, no email, no webhook.
      const mails = smtp.messages.length
      expect((await subscribe(email)).status).toBe(200)
      await sleep(1_000)
      expect(smtp.messages.length).toBe(mails)
      expect(events(email)).toEqual(['subscribed'])

      // RFC 8058 one-click, as a mail client sends it; a forged token is refused with 400.
      const leavePath = new URL(leave!).pathname + new URL(leave!).search
      const form = { 'content-type': 'application/x-www-form-urlencoded' }
      const forged = await httpRequest(url(`/newsletter/unsubscribe?token=${id}.forged`), { method: 'POST', headers: form, body: 'List-Unsubscribe=One-Click' })
      expect(forged.status).toBe(400)
      const oneClick = await httpRequest(url(leavePath), { method: 'POST', headers: form, body: 'List-Unsubscribe=One-Click' })
      expect(oneClick.status, oneClick.text).toBe(200)
      await expect.poll(() => events(email), { timeout: 15_000 }).toEqual(['subscribed', 'unsubscribed'])
      const again = await httpRequest(url(leavePath), { method: 'POST', headers: form, body: 'List-Unsubscribe=One-Click' })
      expect(again.status).toBe(200)
      // A GET (a mail scanner) only opens the page with the button.
      const opened = await httpRequest(url(leavePath))
      expect(opened.status).toBe(303)
      expect(opened.headers.location).toMatch(/^\/newsletter\/leave\?token=/)
      await sleep(1_000)
      expect(events(email)).toEqual(['subscribed', 'unsubscribed'])
      // The old confirmation link does not bring the address back.
      expect((await press(new URL(confirm!).pathname + new URL(confirm!).search)).headers.location).toBe('/newsletter/link-invalid')
    })

    it('mails one address at most three confirmations a day, whatever the form is made to do', async () => {
      const email = 'victim@newsletter.test'
      const since = smtp.messages.length
      for (let i = 0; i < 6; i++) expect((await subscribe(email)).status).toBe(200)
      await smtp.waitFor(email, since, 30_000)
      await sleep(2_000)
      expect(smtp.messages.slice(since).filter((m) => m.to.includes(email))).toHaveLength(3)
    })
  })
}
