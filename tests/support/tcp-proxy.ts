/**
 * A TCP relay on 127.0.0.1 between an app and a peer (PostgreSQL, Redis) that a test can cut
 * and restore on the same port: cutting closes the listener and every relayed connection, as
 * a network partition or a peer restart would look to the app.
 */
import net from 'node:net'

import { freePort } from '../../scripts/lib/free-port'

export type TcpProxy = {
  port: number
  /** `url` with its host and port replaced by this relay's. */
  via: (url: string) => string
  cut: () => Promise<void>
  restore: () => Promise<void>
  close: () => Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort()
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listener = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => {
            client.destroy()
            upstream.destroy()
          })
        }
        client.pipe(upstream).pipe(client)
      })
      listener.once('error', reject)
      listener.listen(port, '127.0.0.1', () => {
        server = listener
        resolve()
      })
    })

  const cut = async () => {
    const listener = server
    server = undefined
    for (const socket of sockets) socket.destroy()
    sockets.clear()
    if (listener) await new Promise<void>((resolve) => listener.close(() => resolve()))
  }

  await listen()
  return {
    port,
    via: (url) => {
      const parsed = new URL(url)
      parsed.hostname = '127.0.0.1'
      parsed.port = String(port)
      return parsed.toString()
    },
    cut,
    restore: listen,
    close: cut,
  }
}
