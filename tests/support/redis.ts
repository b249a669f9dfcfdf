/** The machine's Redis, which the scale-out, lock-out, scheduling and hostile-traffic suites share. */
import net from 'node:net'

export const REDIS = { host: '127.0.0.1', port: 6379 } as const

/** Whether Redis answers PING within a second (the suites that need it skip with a message when not). */
export async function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(REDIS.port, REDIS.host)
    socket.setTimeout(1000, () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
  })
}
