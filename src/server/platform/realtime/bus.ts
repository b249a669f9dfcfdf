import 'server-only'

import { EventEmitter } from 'node:events'

import { getRedis, type RedisClient } from '@/server/platform/redis'
import { onShutdown } from '@/server/platform/lifecycle'
import { logger } from '@/server/platform/log'

/**
 * Messages between the requests of this process and, with REDIS_URL set, of every instance
 * (issue 47, decision 211): a publish on one instance reaches the subscribers of every instance
 * through Redis pub/sub. Without Redis it stays in this process (one instance, the default).
 *
 * On `globalThis`: Next.js bundles each route's server code on its own, and the route that
 * publishes and the stream that listens must share one emitter and one Redis subscription.
 */
const PREFIX = 'erpz:rt:'

type BusState = {
  emitter: EventEmitter
  subscriber?: Promise<RedisClient | null>
}
const STATE = Symbol.for('erpz.realtime.bus')

function state(): BusState {
  const global = globalThis as Record<symbol, unknown>
  if (!global[STATE]) {
    const emitter = new EventEmitter()
    // Every open stream listens; their number is bounded by the stream limits, not here.
    emitter.setMaxListeners(0)
    global[STATE] = { emitter } satisfies BusState
  }
  return global[STATE] as BusState
}

/** The one subscriber connection of this process, on every channel of ours (Redis needs its own for subscriptions). */
function redisSubscriber(): Promise<RedisClient | null> {
  const s = state()
  s.subscriber ??= (async () => {
    const redis = getRedis()
    if (!redis) return null
    const subscriber = redis.duplicate()
    subscriber.on('error', (err: unknown) => logger.warn({ err }, 'realtime: redis subscriber error; retrying'))
    // A Redis that is away at start must not hold a message up: the message goes to this process, and the next one tries again.
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        subscriber.connect().then(() => subscriber.pSubscribe(`${PREFIX}*`, (message, channel) => s.emitter.emit(channel.slice(PREFIX.length), message))),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('redis did not answer within 2 s')), 2_000))),
      ])
    } catch (err) {
      subscriber.destroy()
      throw err
    } finally {
      clearTimeout(timer)
    }
    onShutdown('realtime subscriber', 'connections', async () => {
      s.subscriber = undefined
      subscriber.destroy()
    })
    return subscriber
  })().catch((err: unknown) => {
    logger.error({ err }, 'realtime: could not subscribe through redis; this instance hears its own messages only')
    s.subscriber = undefined
    return null
  })
  return s.subscriber
}

/**
 * Sends `data` to every listener of `channel` on every instance. Through Redis when it is
 * configured (this process hears it back from its subscription); when Redis is away, to this
 * process's listeners only (the others catch up when their streams resume from the database).
 */
export async function publish(channel: string, data: unknown): Promise<void> {
  const message = JSON.stringify(data)
  const redis = getRedis()
  if (redis && (await redisSubscriber())) {
    try {
      await redis.publish(PREFIX + channel, message)
      return
    } catch (err) {
      logger.warn({ err, channel }, 'realtime: redis publish failed; delivering on this instance only')
    }
  }
  state().emitter.emit(channel, message)
}

/** Calls `listener` with each message on `channel`; returns the function that stops listening. */
export async function subscribe(channel: string, listener: (data: unknown) => void): Promise<() => void> {
  await redisSubscriber()
  const { emitter } = state()
  const onMessage = (message: string) => {
    try {
      listener(JSON.parse(message))
    } catch (err) {
      logger.warn({ err, channel }, 'realtime: a listener failed')
    }
  }
  emitter.on(channel, onMessage)
  return () => emitter.off(channel, onMessage)
}
