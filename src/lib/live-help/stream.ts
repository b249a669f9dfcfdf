/**
 * A Live Help event stream in the browser (issue 47): EventSource, which reconnects by itself and
 * sends the last event id it saw, plus what EventSource does not do: when the server refused a
 * reconnect (a restarting instance answers 503) it opens a new stream after a pause, from the last
 * message seen, so nothing is lost; the caller drops what it already has by id.
 */
export type StreamHandlers = {
  onMessage: (data: unknown, id: number) => void
  onTyping?: (data: unknown) => void
  onConversation?: (data: unknown) => void
  /** Connected (true) or trying again (false). */
  onStatus?: (connected: boolean) => void
}

export function openLiveHelpStream(path: string, lastId: () => number | undefined, handlers: StreamHandlers): () => void {
  let source: EventSource | undefined
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let failures = 0

  const open = () => {
    if (stopped) return
    const after = lastId()
    source = new EventSource(after === undefined ? path : `${path}${path.includes('?') ? '&' : '?'}after=${after}`)
    source.onopen = () => {
      failures = 0
      handlers.onStatus?.(true)
    }
    source.addEventListener('message', (event) => {
      const id = Number((event as MessageEvent).lastEventId)
      handlers.onMessage(JSON.parse((event as MessageEvent<string>).data), id)
    })
    source.addEventListener('typing', (event) => handlers.onTyping?.(JSON.parse((event as MessageEvent<string>).data)))
    source.addEventListener('conversation', (event) => handlers.onConversation?.(JSON.parse((event as MessageEvent<string>).data)))
    source.onerror = () => {
      handlers.onStatus?.(false)
      if (source?.readyState !== EventSource.CLOSED) return
      // Refused (not a dropped connection, which EventSource retries itself): try again, slower each time.
      failures += 1
      timer = setTimeout(open, Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)))
    }
  }
  open()
  return () => {
    stopped = true
    clearTimeout(timer)
    source?.close()
  }
}

/** Messages kept one per id, in id order: what a resumed stream repeats is dropped here. */
export const mergeById = <M extends { id: number }>(messages: readonly M[]): M[] => [...new Map(messages.map((m) => [m.id, m])).values()].sort((a, b) => a.id - b.id)

/**
 * A conversation as the server sent it, keeping the messages the stream brought meanwhile: the
 * answer to a reply, or a reload, can leave the server before the visitor's next message and arrive
 * after the stream delivered it; replacing the list then hid that message until the next reload
 * (seen in the scale-out suite, stop 59). What the server sent wins for a message both hold.
 */
export function withSnapshot<D extends { conversation: { id: number }; messages: readonly { id: number }[] }>(current: D | null, next: D): D {
  if (!current || current.conversation.id !== next.conversation.id) return next
  return { ...next, messages: mergeById([...current.messages, ...next.messages]) }
}
