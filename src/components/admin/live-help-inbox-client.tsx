'use client'

import type React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'

import { mergeById, openLiveHelpStream, withSnapshot } from '@/lib/live-help/stream'
import { type ChatMessage, type ConversationDetail as Detail, INBOX_VIEWS, type InboxList as Inbox, type InboxView } from '@/lib/validation/live-help'

/**
 * The inbox's browser side (issue 47): the views (waiting, open, mine, closed) with their counts,
 * the conversation with its visitor's context, and the reply box. Everything arrives over one
 * event stream; while the inbox is open the agent hears (sound and the tab's title) when a visitor
 * writes.
 */

const VIEW_LABELS: Record<InboxView, string> = {
  waiting: 'Waiting',
  open: 'Open',
  mine: 'Mine',
  closed: 'Closed',
}

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'same-origin',
  })
  if (response.status === 204) return undefined as T
  const data = (await response.json().catch(() => ({}))) as T & {
    message?: string
  }
  if (!response.ok) throw new Error((data as { message?: string }).message ?? 'Something went wrong. Please try again.')
  return data
}

const time = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleTimeString([], {
        hour: '2-digit',
        minute: '2-digit',
      })
    : ''

/** A short two-tone chime through Web Audio (no file to fetch); browsers allow it after the agent clicked once. */
function chime() {
  try {
    const context = new AudioContext()
    const gain = context.createGain()
    gain.gain.value = 0.05
    gain.connect(context.destination)
    ;[880, 660].forEach((frequency, i) => {
      const tone = context.createOscillator()
      tone.frequency.value = frequency
      tone.connect(gain)
      tone.start(context.currentTime + i * 0.15)
      tone.stop(context.currentTime + i * 0.15 + 0.12)
    })
    setTimeout(() => void context.close(), 600)
  } catch {
    // No audio here; the title still changes.
  }
}

export function LiveHelpInbox({ me, initialConversation }: { me: number; initialConversation: number | null }) {
  const [view, setView] = useState<InboxView>('waiting')
  const [inbox, setInbox] = useState<Inbox | null>(null)
  const [selected, setSelected] = useState<number | null>(initialConversation)
  const [detail, setDetail] = useState<Detail | null>(null)
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [typing, setTyping] = useState<number | null>(null)
  const [connected, setConnected] = useState(true)
  const [canned, setCanned] = useState<{ id: number; title: string; body: string }[]>([])
  const lastId = useRef<number | undefined>(undefined)
  const selectedRef = useRef(selected)
  const viewRef = useRef(view)
  useEffect(() => {
    selectedRef.current = selected
    viewRef.current = view
  }, [selected, view])
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const typingSent = useRef(0)
  const baseTitle = useRef('')
  const listTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const loadInbox = useCallback((which: InboxView) => api<Inbox>(`/live-help/agent?view=${which}`).then(setInbox, (failure: Error) => setError(failure.message)), [])
  const loadLater = useCallback(() => {
    clearTimeout(listTimer.current)
    listTimer.current = setTimeout(() => void loadInbox(viewRef.current), 250)
  }, [loadInbox])

  const loadDetail = useCallback(
    (id: number) =>
      api<Detail>(`/live-help/agent/${id}`).then(
        (next) => {
          setDetail((current) => withSnapshot(current, next))
          const last = next.messages[next.messages.length - 1]
          if (last && (lastId.current === undefined || last.id > lastId.current)) lastId.current = last.id
          if (next.conversation.unread > 0) void api(`/live-help/agent/${id}`, { action: 'read' }).then(() => loadInbox(viewRef.current))
        },
        (failure: Error) => {
          setError(failure.message)
          setDetail(null)
        },
      ),
    [loadInbox],
  )

  // Canned replies kept in the CMS (Leads ▸ Canned replies), read once with the agent's session.
  useEffect(() => {
    void api<{ docs: { id: number; title: string; body: string }[] }>('/api/live-help-replies?limit=100&sort=title&depth=0').then(
      (found) => setCanned(found.docs),
      () => setCanned([]),
    )
  }, [])
  useEffect(() => {
    void loadInbox(view)
  }, [view, loadInbox])
  useEffect(() => {
    if (selected != null) void loadDetail(selected)
  }, [selected, loadDetail])

  // The tab's title counts what nobody has read, so a waiting visitor is seen from another tab.
  useEffect(() => {
    if (!baseTitle.current) baseTitle.current = document.title
    document.title = inbox?.unread ? `(${inbox.unread}) ${baseTitle.current}` : baseTitle.current
  }, [inbox?.unread])
  useEffect(() => () => void (document.title = baseTitle.current || document.title), [])

  useEffect(
    () =>
      openLiveHelpStream('/live-help/agent/stream', () => lastId.current, {
        onMessage: (data, id) => {
          const { conversationId, message } = data as {
            conversationId: number
            message: ChatMessage
          }
          if (lastId.current === undefined || id > lastId.current) lastId.current = id
          if (conversationId === selectedRef.current) {
            setDetail((current) => (current && current.conversation.id === conversationId ? { ...current, messages: mergeById([...current.messages, message]) } : current))
            if (message.author === 'visitor') {
              setTyping(null)
              void api(`/live-help/agent/${conversationId}`, {
                action: 'read',
              }).catch(() => undefined)
            }
          }
          if (message.author === 'visitor' && (conversationId !== selectedRef.current || document.hidden)) chime()
          loadLater()
        },
        onTyping: (data) => {
          setTyping((data as { conversationId: number }).conversationId)
          clearTimeout(typingTimer.current)
          typingTimer.current = setTimeout(() => setTyping(null), 6000)
        },
        onConversation: (data) => {
          const id = (data as { conversationId: number }).conversationId
          if (id === selectedRef.current) void loadDetail(id)
          loadLater()
        },
        onStatus: (now) => {
          setConnected(now)
          // Connected: this agent counts as online now, so the list's count is read again.
          if (now) loadLater()
        },
      }),
    [loadDetail, loadLater],
  )

  async function act(body: Record<string, unknown>) {
    if (!detail) return
    setBusy(true)
    setError(null)
    try {
      const next = await api<Detail>(`/live-help/agent/${detail.conversation.id}`, body)
      setDetail((current) => withSnapshot(current, next))
      void loadInbox(view)
      return true
    } catch (failure) {
      setError((failure as Error).message)
      return false
    } finally {
      setBusy(false)
    }
  }

  async function reply(event: React.FormEvent) {
    event.preventDefault()
    if (!draft.trim()) return setError('Type a reply first.')
    if (await act({ action: 'reply', body: draft.trim() })) setDraft('')
  }

  const c = detail?.conversation
  return (
    <div
      className="gutter--left gutter--right"
      style={{
        paddingTop: 'var(--base)',
        paddingBottom: 'calc(var(--base) * 2)',
      }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'baseline',
          gap: 'var(--base)',
          flexWrap: 'wrap',
        }}
      >
        <h1 style={{ margin: 0 }}>Live Help</h1>
        <span role="status" style={{ color: 'var(--theme-elevation-600)' }}>
          {connected ? `You are online${inbox ? ` · ${inbox.online} ${inbox.online === 1 ? 'agent' : 'agents'} online` : ''}${inbox?.unread ? ` · ${inbox.unread} unread` : ''}` : 'Reconnecting…'}
        </span>
      </header>
      <nav
        aria-label="Inbox views"
        style={{
          display: 'flex',
          gap: 'calc(var(--base) / 2)',
          margin: 'var(--base) 0',
          flexWrap: 'wrap',
        }}
      >
        {INBOX_VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            className={`btn btn--size-small ${v === view ? 'btn--style-primary' : 'btn--style-secondary'}`}
            style={{ margin: 0 }}
            aria-current={v === view ? 'page' : undefined}
            onClick={() => setView(v)}
          >
            {VIEW_LABELS[v]} ({inbox?.counts[v] ?? '…'})
          </button>
        ))}
      </nav>
      {error && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      )}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(220px, 1fr) minmax(0, 2.2fr)',
          gap: 'var(--base)',
          alignItems: 'start',
        }}
        className="live-help-inbox"
      >
        <section aria-label="Conversations">
          {!inbox && <p role="status">Loading conversations…</p>}
          {inbox && inbox.rows.length === 0 && <p>No {VIEW_LABELS[view].toLowerCase()} conversations.</p>}
          <ul
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: 4,
            }}
          >
            {inbox?.rows.map((row) => (
              <li key={row.id}>
                <button
                  type="button"
                  onClick={() => setSelected(row.id)}
                  aria-current={row.id === selected ? 'true' : undefined}
                  style={{
                    width: '100%',
                    textAlign: 'left',
                    padding: '8px 10px',
                    borderRadius: 6,
                    border: '1px solid var(--theme-elevation-150)',
                    background: row.id === selected ? 'var(--theme-elevation-100)' : 'var(--theme-elevation-0)',
                    color: 'var(--theme-text)',
                    cursor: 'pointer',
                  }}
                >
                  <strong>{row.title}</strong>
                  {row.unread > 0 && (
                    <span
                      style={{
                        marginLeft: 6,
                        padding: '0 6px',
                        borderRadius: 10,
                        background: 'var(--theme-error-500)',
                        color: '#fff',
                        fontSize: 12,
                      }}
                    >
                      {row.unread} unread
                    </span>
                  )}
                  <br />
                  <small>
                    {row.assignee ? `${row.assignee.id === me ? 'You' : (row.assignee.name ?? 'Someone')}` : 'Unassigned'} · {time(row.lastMessageAt)}
                    {row.currentPage ? ` · ${row.currentPage}` : ''}
                  </small>
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Conversation">
          {!c && <p>Choose a conversation.</p>}
          {c && detail && (
            <div style={{ display: 'grid', gap: 'var(--base)' }}>
              <div
                style={{
                  display: 'flex',
                  gap: 8,
                  flexWrap: 'wrap',
                  alignItems: 'center',
                }}
              >
                <h2 style={{ margin: 0, marginRight: 'auto' }}>{c.title}</h2>
                {c.status === 'open' && c.assignee?.id !== me && (
                  <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} disabled={busy} onClick={() => void act({ action: 'claim' })}>
                    Claim
                  </button>
                )}
                <label style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                  Assign to
                  <select
                    value={c.assignee?.id ?? ''}
                    disabled={busy}
                    onChange={(e) =>
                      e.target.value &&
                      void act({
                        action: 'assign',
                        userId: Number(e.target.value),
                      })
                    }
                  >
                    <option value="">Nobody</option>
                    {detail.agents.map((agent) => (
                      <option key={agent.id} value={agent.id}>
                        {agent.name}
                      </option>
                    ))}
                  </select>
                </label>
                {c.status === 'open' ? (
                  <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} disabled={busy} onClick={() => void act({ action: 'close' })}>
                    Close
                  </button>
                ) : (
                  <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} disabled={busy} onClick={() => void act({ action: 'reopen' })}>
                    Reopen
                  </button>
                )}
              </div>
              <div
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, 2fr) minmax(180px, 1fr)',
                  gap: 'var(--base)',
                }}
              >
                <div>
                  <div
                    role="log"
                    aria-live="polite"
                    aria-label="Messages"
                    style={{
                      maxHeight: '55vh',
                      overflowY: 'auto',
                      border: '1px solid var(--theme-elevation-150)',
                      borderRadius: 6,
                    }}
                  >
                    <ol
                      style={{
                        listStyle: 'none',
                        margin: 0,
                        padding: 8,
                        display: 'grid',
                        gap: 8,
                      }}
                    >
                      {detail.messages.map((m) => (
                        <li
                          key={m.id}
                          style={{
                            justifySelf: m.author === 'agent' ? 'end' : m.author === 'system' ? 'center' : 'start',
                            maxWidth: '85%',
                          }}
                        >
                          <small
                            style={{
                              display: 'block',
                              color: 'var(--theme-elevation-600)',
                            }}
                          >
                            {m.author === 'visitor' ? c.title : m.author === 'agent' ? (m.agentName ?? 'Agent') : 'Automatic message'} · {time(m.at)}
                          </small>
                          <span
                            style={{
                              display: 'block',
                              whiteSpace: 'pre-wrap',
                              overflowWrap: 'anywhere',
                              padding: '6px 10px',
                              borderRadius: 8,
                              background: m.author === 'agent' ? 'var(--theme-success-100)' : 'var(--theme-elevation-100)',
                            }}
                          >
                            {m.body}
                          </span>
                        </li>
                      ))}
                    </ol>
                  </div>
                  <p role="status" style={{ minHeight: 20, margin: '4px 0' }}>
                    {typing === c.id ? 'The visitor is typing…' : ''}
                  </p>
                  {c.status === 'open' ? (
                    <form onSubmit={reply} style={{ display: 'grid', gap: 8 }}>
                      {canned.length > 0 && (
                        <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                          Canned reply
                          <select
                            value=""
                            onChange={(e) => {
                              const reply = canned.find((r) => String(r.id) === e.target.value)
                              if (reply) setDraft((current) => (current.trim() ? `${current.trimEnd()}\n${reply.body}` : reply.body))
                            }}
                          >
                            <option value="">Insert…</option>
                            {canned.map((reply) => (
                              <option key={reply.id} value={reply.id}>
                                {reply.title}
                              </option>
                            ))}
                          </select>
                        </label>
                      )}
                      <label htmlFor="live-help-reply">Reply</label>
                      <textarea
                        id="live-help-reply"
                        rows={3}
                        value={draft}
                        onChange={(e) => {
                          setDraft(e.target.value)
                          if (Date.now() - typingSent.current > 3000) {
                            typingSent.current = Date.now()
                            void api(`/live-help/agent/${c.id}`, {
                              action: 'typing',
                            }).catch(() => undefined)
                          }
                        }}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter' && !e.shiftKey) {
                            e.preventDefault()
                            e.currentTarget.form?.requestSubmit()
                          }
                        }}
                        style={{ width: '100%', padding: 8, font: 'inherit' }}
                      />
                      <div>
                        <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }} disabled={busy}>
                          Send reply
                        </button>
                      </div>
                    </form>
                  ) : (
                    <p>This conversation is closed. Reopen it to reply.</p>
                  )}
                </div>
                <aside
                  aria-label="Visitor"
                  style={{
                    fontSize: 14,
                    display: 'grid',
                    gap: 6,
                    alignContent: 'start',
                  }}
                >
                  <h3 style={{ margin: 0 }}>Visitor</h3>
                  <span>Name: {c.name ?? '—'}</span>
                  <span>Email: {c.email ?? '—'}</span>
                  <span>Current page: {c.currentPage ?? '—'}</span>
                  <span>Pages seen: {c.pagesSeen.length ? c.pagesSeen.join(', ') : '—'}</span>
                  <span>Source: {c.source ?? '—'}</span>
                  <span>Campaign: {c.campaign ?? '—'}</span>
                  <span>Landing page: {c.landingPage ?? '—'}</span>
                  {c.lead && <a href={`/admin/collections/erpz-demo-requests/${c.lead}`}>Open the lead</a>}
                  {c.account && <span>Account: {c.account.email}</span>}
                  {c.workspaces.length > 0 && <span>Workspace: {c.workspaces.join(', ')}</span>}
                  {c.offline && <span>Started outside office hours.</span>}
                  {c.unanswered && <span>Nobody answered in time; the visitor was asked for an email.</span>}
                  {c.rating && (
                    <span>
                      Rating: {c.rating === 'good' ? 'Good' : 'Bad'}
                      {c.ratingComment ? ` — “${c.ratingComment}”` : ''}
                    </span>
                  )}
                </aside>
              </div>
            </div>
          )}
        </section>
      </div>
    </div>
  )
}
