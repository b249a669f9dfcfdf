/** A local SMTP server on 127.0.0.1 that keeps every message it receives, for integration tests. */
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export type ReceivedEmail = { from: string; to: string[]; raw: string; text: string; subject: string }

/** Decodes quoted-printable soft breaks and escapes so links can be read from the raw message. */
export function decodeQuotedPrintable(value: string): string {
  return value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** Listens on `port` (any free one by default): a test can start it where a server already points. */
export async function startSmtp(port = 0) {
  const messages: ReceivedEmail[] = []
  const waiters: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = chunks.map((c) => c.toString('utf8')).join('')
        const decoded = decodeQuotedPrintable(raw)
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decoded,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
        })
        waiters.splice(0).forEach((wake) => wake())
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const { port: listening } = server.server.address() as AddressInfo

  /** Waits for the next message to `to` (received after `since` messages), up to `timeoutMs`. */
  async function waitFor(to: string, since = 0, timeoutMs = 10_000): Promise<ReceivedEmail> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = messages.slice(since).find((m) => m.to.includes(to))
      if (found) return found
      if (Date.now() > deadline) throw new Error(`no email to ${to} arrived`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 200)
      })
    }
  }

  return {
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
