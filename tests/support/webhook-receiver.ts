/**
 * A local automation webhook for tests and development: records every signed POST it gets and
 * answers with programmable statuses. Listens on 127.0.0.1 only; can go down and come back on
 * the same port.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { verifyWebhook } from '@/server/platform/webhooks/sign'

export type ReceivedWebhook = {
  id: string
  timestamp: number
  signature: string
  body: string
  data: unknown
  /** The signature checks out against the secret the receiver was given. */
  verified: boolean
  at: number
  /** The status it was answered with; undefined while unanswered (or never, when hanging). */
  status?: number
}

export type WebhookReceiver = {
  url: string
  received: ReceivedWebhook[]
  /** Statuses for the next requests, in order; afterwards `fallbackStatus` (200). */
  respondWith: (...statuses: number[]) => void
  fallbackStatus: number
  /** Sent as Retry-After with 429 and 503 answers when set. */
  retryAfter?: string
  /** While true, requests are recorded but never answered (the sender times out). */
  hang: boolean
  /** Each answer waits this long (a receiver doing some work). */
  delayMs: number
  /** Stops accepting connections (the port stays reserved for `start`). */
  stop: () => Promise<void>
  start: () => Promise<void>
  close: () => Promise<void>
}

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const queue: number[] = []
  const received: ReceivedWebhook[] = []
  let port = 0

  const server = () =>
    http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        const id = String(req.headers['webhook-id'] ?? '')
        const timestamp = Number(req.headers['webhook-timestamp'] ?? NaN)
        const signature = String(req.headers['webhook-signature'] ?? '')
        let data: unknown = null
        try {
          data = JSON.parse(body)
        } catch {
          data = null
        }
        const hit: ReceivedWebhook = {
          id,
          timestamp,
          signature,
          body,
          data,
          verified: verifyWebhook(secret, id, timestamp, body, signature),
          at: Date.now(),
        }
        received.push(hit)
        if (receiver.hang) return
        const status = queue.shift() ?? receiver.fallbackStatus
        const answer = () => {
          res.statusCode = status
          if (receiver.retryAfter && (status === 429 || status === 503)) res.setHeader('retry-after', receiver.retryAfter)
          res.end()
          hit.status = status
        }
        if (receiver.delayMs > 0) setTimeout(answer, receiver.delayMs)
        else answer()
      })
    })

  let current: http.Server | undefined
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = server()
      s.once('error', reject)
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as AddressInfo).port
        current = s
        resolve()
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!current) return resolve()
      const s = current
      current = undefined
      s.closeAllConnections()
      s.close(() => resolve())
    })

  await listen()
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    respondWith: (...statuses) => queue.push(...statuses),
    fallbackStatus: 200,
    hang: false,
    delayMs: 0,
    stop,
    start: listen,
    close: stop,
  }
  return receiver
}
