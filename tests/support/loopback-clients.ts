import { expect } from 'vitest'

import { postJson } from './http-client'
import { md5 } from './workspace-api'

/**
 * Clients of a system-test server, told apart by their source address: every call of the function
 * `loopbackClients()` returns gives a fresh 127.0.x.y, a different client to every per-address limit.
 */
export function loopbackClients(): () => string {
  let lastHost = 0
  return () => {
    lastHost += 1
    return `127.0.${10 + Math.floor(lastHost / 250)}.${(lastHost % 250) + 1}`
  }
}

/** The answer envelope of the workspace API (`/workspace/auth/*`). */
export type Envelope = { status: string; message: string; data: Record<string, unknown> | null }

/**
 * Sign-up and sign-in of the workspace API at `baseUrl()` (read at each call: the server starts in
 * a hook), each request from a fresh client unless one is given.
 */
export function workspaceAuth(baseUrl: () => string, nextClient: () => string) {
  const register = async (email: string, password = 'correct horse') => {
    const res = await postJson(`${baseUrl()}/workspace/auth/register`, { email, password: md5(password) }, { from: nextClient() })
    expect(res.status, res.text).toBe(201)
    return ((res.json() as Envelope).data as { token: string }).token
  }
  const login = (username: string, password: string, from = nextClient()) =>
    postJson(`${baseUrl()}/workspace/auth/login`, { username, password: md5(password) }, { from })
  return { register, login }
}
