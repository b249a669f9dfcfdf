/**
 * A Live Help visitor for the system tests (issue 47): a browser with its own session cookie and
 * its own loopback address, talking to /live-help and its stream.
 */
import type { AppServer } from './app-server'
import { httpRequest, type HttpResult, postJson } from './http-client'
import { openSse } from './sse'

export type Message = {
  id: number
  author: string
  body: string
  agentName?: string | null
}
export type State = {
  staffed: boolean
  greeting: string
  conversation: null | {
    status: string
    needsEmail: boolean
    messages: Message[]
  }
}

/** A browser: its own session cookie, its own loopback address. */
export function visitor(server: () => AppServer, from = '127.0.0.1') {
  let cookie = ''
  const remember = (result: HttpResult) => {
    const set = ([] as string[]).concat(result.headers['set-cookie'] ?? []).find((c) => c.startsWith('erpz_live_help='))
    if (set) cookie = set.split(';')[0]!
    return result
  }
  const headers = () => (cookie ? { cookie } : ({} as Record<string, string>))
  return {
    get cookie() {
      return cookie
    },
    set cookie(value: string) {
      cookie = value
    },
    state: async () =>
      remember(
        await httpRequest(`${server().url}/live-help`, {
          headers: headers(),
          from,
        }),
      ),
    act: async (body: unknown) =>
      remember(
        await postJson(`${server().url}/live-help`, body, {
          headers: headers(),
          from,
        }),
      ),
    send: async (text: string, extra: Record<string, unknown> = {}) =>
      remember(
        await postJson(
          `${server().url}/live-help`,
          {
            action: 'send',
            body: text,
            page: '/onboarding/workspace-url',
            ...extra,
          },
          { headers: headers(), from },
        ),
      ),
    stream: (lastEventId?: number) =>
      openSse(`${server().url}/live-help/stream`, {
        headers: {
          ...headers(),
          ...(lastEventId ? { 'last-event-id': String(lastEventId) } : {}),
        },
        from,
      }),
  }
}

