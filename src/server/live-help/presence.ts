import 'server-only'

import crypto from 'node:crypto'

import { env } from '@/env'
import { logger } from '@/server/platform/log'
import { getRedis } from '@/server/platform/redis'

/**
 * Which agents are online (issue 47): an agent is online while their inbox's stream is open, on
 * any instance. Each open inbox is a member of one sorted set in Redis (this process's map without
 * Redis) whose score is when it lapses; it is renewed while the stream is open and removed when it
 * closes, so an instance that dies leaves no agent online for more than a minute.
 */
const LAPSE_MS = 60_000
const RENEW_MS = 20_000
const key = () => `${env.REDIS_KEY_PREFIX}:live-help:online`

type Local = Map<string, number>
const LOCAL = Symbol.for('erpz.live-help.presence')
const local = (): Local => {
  const global = globalThis as Record<symbol, unknown>
  global[LOCAL] ??= new Map<string, number>()
  return global[LOCAL] as Local
}

async function mark(member: string, until: number): Promise<void> {
  const redis = getRedis()
  if (!redis) {
    local().set(member, until)
    return
  }
  // Lapsed members (an instance that died) are cleared here, every renewal, not on the visitors' reads.
  await Promise.all([redis.zAdd(key(), { score: until, value: member }), redis.zRemRangeByScore(key(), 0, Date.now())]).catch((err: unknown) =>
    logger.warn({ err }, 'live help: presence not recorded'),
  )
}

async function unmark(member: string): Promise<void> {
  const redis = getRedis()
  if (!redis) {
    local().delete(member)
    return
  }
  await redis.zRem(key(), member).catch(() => undefined)
}

/** Marks `userId` online until the returned function is called (the inbox's stream closed). */
export function agentOnline(userId: number | string): () => void {
  const member = `${userId}:${crypto.randomUUID()}`
  void mark(member, Date.now() + LAPSE_MS)
  const renew = setInterval(() => void mark(member, Date.now() + LAPSE_MS), RENEW_MS)
  renew.unref()
  let stopped = false
  return () => {
    if (stopped) return
    stopped = true
    clearInterval(renew)
    void unmark(member)
  }
}

/** How many different agents have an inbox open now. */
export async function agentsOnline(now = Date.now()): Promise<number> {
  const redis = getRedis()
  let members: string[]
  if (!redis) {
    for (const [member, until] of local()) if (until <= now) local().delete(member)
    members = [...local().keys()]
  } else {
    try {
      members = await redis.zRangeByScore(key(), now, '+inf')
    } catch {
      return 0
    }
  }
  return new Set(members.map((member) => member.split(':')[0])).size
}
