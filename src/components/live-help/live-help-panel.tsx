'use client'

import { LoaderCircle as Loader2, Send } from '@/components/ui/icons'
import type React from 'react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { inputClass } from '@/components/ui/form-field'
import { LIVE_HELP_TEXTS } from '@/config/live-help-texts'
import { leadMeta } from '@/lib/attribution/touch'
import { mergeById, openLiveHelpStream } from '@/lib/live-help/stream'
import { type ChatMessage, LIVE_HELP_MESSAGE_BYTES, type VisitorState } from '@/lib/validation/live-help'

/**
 * The visitor's Live Help panel (issue 47): the conversation with the team, kept by the server
 * under the browser's session cookie, so it survives navigation, a reload and a new tab. Loaded
 * only when the visitor opens it (src/components/live-help/live-help-button.tsx).
 */

type Failure = { message?: string; errors?: Record<string, string[]> }

async function call(method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<VisitorState> {
  const response = await fetch('/live-help', {
    method,
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'same-origin',
  })
  const data = (await response.json().catch(() => ({}))) as VisitorState & Failure
  if (!response.ok) throw Object.assign(new Error(data.message ?? 'Something went wrong. Please try again.'), { errors: data.errors })
  return data
}

const bytes = (text: string) => new TextEncoder().encode(text).length

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.author === 'visitor'
  if (message.author === 'system') {
    return <li className="mx-auto max-w-[90%] rounded-lg bg-amber-50 px-3 py-2 text-center text-sm text-amber-900">{message.body}</li>
  }
  return (
    <li className={mine ? 'ml-auto max-w-[85%]' : 'mr-auto max-w-[85%]'}>
      <span className="sr-only">{mine ? 'You' : (message.agentName ?? 'ERPZ team')}: </span>
      {!mine && (
        <span aria-hidden className="mb-0.5 block text-xs font-semibold text-ink">
          {message.agentName ?? 'ERPZ team'}
        </span>
      )}
      <span className={`block whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm ${mine ? 'bg-brand text-white' : 'bg-surface text-brand-dark'}`}>{message.body}</span>
    </li>
  )
}

export function LiveHelpPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [state, setState] = useState<VisitorState | null>(null)
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [loadError, setLoadError] = useState<string | null>(null)
  const [draft, setDraft] = useState('')
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [agentTyping, setAgentTyping] = useState(false)
  const [closing, setClosing] = useState(false)
  const [connected, setConnected] = useState(true)
  const lastId = useRef<number | undefined>(undefined)
  const typingSent = useRef(0)
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const listRef = useRef<HTMLOListElement>(null)
  const ids = {
    name: useId(),
    email: useId(),
    message: useId(),
    comment: useId(),
  }

  const apply = useCallback((next: VisitorState) => {
    setState(next)
    const list = next.conversation?.messages ?? []
    setMessages((current) => (next.conversation ? mergeById([...current, ...list]) : []))
    const last = list[list.length - 1]
    if (last && (lastId.current === undefined || last.id > lastId.current)) lastId.current = last.id
    if (!next.conversation) lastId.current = undefined
  }, [])

  const refresh = useCallback(() => call('GET').then(apply, (error: Error) => setLoadError(error.message)), [apply])

  useEffect(() => {
    if (!open) return
    void call('GET').then(
      (next) => {
        apply(next)
        // The page the visitor is on now, for the agent's context (a conversation started on another page).
        if (next.conversation) void call('POST', { action: 'seen', page: window.location.pathname }).catch(() => undefined)
      },
      (error: Error) => setLoadError(error.message),
    )
  }, [open, apply])

  const hasConversation = Boolean(state?.conversation)
  useEffect(() => {
    if (!open || !hasConversation) return
    return openLiveHelpStream('/live-help/stream', () => lastId.current, {
      onMessage: (data, id) => {
        const message = data as ChatMessage
        if (lastId.current === undefined || id > lastId.current) lastId.current = id
        setMessages((current) => mergeById([...current, message]))
        if (message.author === 'agent') setAgentTyping(false)
      },
      onTyping: () => {
        setAgentTyping(true)
        clearTimeout(typingTimer.current)
        typingTimer.current = setTimeout(() => setAgentTyping(false), 6000)
      },
      onConversation: () => void refresh(),
      onStatus: setConnected,
    })
  }, [open, hasConversation, refresh])

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' })
  }, [messages.length])

  const conversation = state?.conversation ?? null
  const offlineStart = state !== null && !state.staffed && !conversation
  const askEmail = Boolean(conversation?.needsEmail)

  const fail = (error: unknown) => {
    const failure = error as Error & { errors?: Record<string, string[]> }
    const fieldErrors = Object.fromEntries(Object.entries(failure.errors ?? {}).map(([key, list]) => [key === 'body' ? 'message' : key, list[0] ?? '']))
    setErrors(Object.keys(fieldErrors).length ? fieldErrors : { form: failure.message })
  }

  async function send(event: React.FormEvent) {
    event.preventDefault()
    const body = draft.trim()
    if (!body) return setErrors({ message: 'Type a message first.' })
    if (bytes(body) > LIVE_HELP_MESSAGE_BYTES)
      return setErrors({
        message: 'Your message is too long: at most 4 KB (about 4,000 letters).',
      })
    if (offlineStart && !email.trim())
      return setErrors({
        email: 'Leave your email so we can reply: our team is offline right now.',
      })
    setBusy(true)
    setErrors({})
    try {
      apply(
        await call('POST', {
          action: 'send',
          body,
          name: name.trim() || undefined,
          email: email.trim() || undefined,
          page: window.location.pathname,
          meta: leadMeta(),
        }),
      )
      setDraft('')
    } catch (error) {
      fail(error)
    } finally {
      setBusy(false)
    }
  }

  async function leaveEmail(event: React.FormEvent) {
    event.preventDefault()
    if (!email.trim()) return setErrors({ email: 'Please enter your email address.' })
    setBusy(true)
    setErrors({})
    try {
      apply(
        await call('POST', {
          action: 'contact',
          email: email.trim(),
          name: name.trim() || undefined,
        }),
      )
    } catch (error) {
      fail(error)
    } finally {
      setBusy(false)
    }
  }

  function typed(value: string) {
    setDraft(value)
    if (!conversation || Date.now() - typingSent.current < 3000) return
    typingSent.current = Date.now()
    void fetch('/live-help', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'typing' }),
    }).catch(() => undefined)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={LIVE_HELP_TEXTS.title}
      description={
        conversation?.agentName
          ? `You are talking with ${conversation.agentName}.`
          : state && !state.staffed
            ? LIVE_HELP_TEXTS.offline
            : state && state.agentsOnline === 0 && !conversation?.needsEmail
              ? `${state.greeting} ${LIVE_HELP_TEXTS.away}`
              : (state?.greeting ?? LIVE_HELP_TEXTS.greeting)
      }
      className="sm:left-auto sm:right-6 sm:top-auto sm:bottom-6 sm:max-w-md sm:translate-x-0 sm:translate-y-0"
    >
      <div className="flex min-h-0 flex-1 flex-col">
        {loadError && (
          <p role="alert" className="px-5 py-3 text-sm text-red-700">
            {loadError}
          </p>
        )}
        {!state && !loadError && (
          <p role="status" className="flex items-center gap-2 px-5 py-6 text-ink">
            <Loader2 aria-hidden className="size-4 animate-spin" /> Loading the conversation…
          </p>
        )}
        {state && (
          <>
            <div role="log" aria-live="polite" aria-label="Messages" className="max-h-[50dvh] min-h-40 overflow-y-auto px-5 py-4">
              <ol ref={listRef} className="flex flex-col gap-3">
                {messages.length === 0 && <li className="text-sm text-ink">No messages yet. Write yours below.</li>}
                {messages.map((message) => (
                  <Bubble key={message.id} message={message} />
                ))}
              </ol>
            </div>
            <p role="status" className="min-h-5 px-5 text-xs text-ink">
              {agentTyping ? LIVE_HELP_TEXTS.typing : !connected && conversation ? 'Reconnecting…' : ''}
            </p>
            {conversation?.status === 'closed' && <p className="px-5 pb-2 text-sm text-ink">{LIVE_HELP_TEXTS.closed} Send a message to open it again.</p>}
            {askEmail && !closing && (
              <form onSubmit={leaveEmail} noValidate className="mx-5 mb-3 space-y-2 rounded-lg bg-amber-50 p-3">
                <p className="text-sm text-amber-900">{LIVE_HELP_TEXTS.noAnswer}</p>
                <label htmlFor={ids.email} className="block text-sm font-semibold text-brand-dark">
                  Your email
                </label>
                <input
                  id={ids.email}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  className={inputClass}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? `${ids.email}-error` : undefined}
                />
                {errors.email && (
                  <p id={`${ids.email}-error`} role="alert" className="text-sm text-red-700">
                    {errors.email}
                  </p>
                )}
                <Button type="submit" size="sm" disabled={busy}>
                  Send my email
                </Button>
              </form>
            )}
            {closing ? (
              <CloseForm
                emailKnown={Boolean(conversation?.emailGiven)}
                commentId={ids.comment}
                onCancel={() => setClosing(false)}
                onDone={(next) => {
                  apply(next)
                  setClosing(false)
                }}
              />
            ) : (
              <form onSubmit={send} noValidate className="space-y-3 border-t border-slate-200 px-5 py-4">
                {!conversation && (
                  <div className="grid gap-3 sm:grid-cols-2">
                    <div>
                      <label htmlFor={ids.name} className="block text-sm font-semibold text-brand-dark">
                        Name <span className="font-normal text-ink">(optional)</span>
                      </label>
                      <input id={ids.name} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />
                    </div>
                    <div>
                      <label htmlFor={`${ids.email}-start`} className="block text-sm font-semibold text-brand-dark">
                        Email {state.staffed && <span className="font-normal text-ink">(optional)</span>}
                      </label>
                      <input
                        id={`${ids.email}-start`}
                        type="email"
                        autoComplete="email"
                        value={email}
                        onChange={(e) => setEmail(e.target.value)}
                        className={inputClass}
                        aria-invalid={errors.email ? true : undefined}
                        aria-describedby={errors.email ? `${ids.email}-start-error` : undefined}
                        required={!state.staffed}
                      />
                      {errors.email && (
                        <p id={`${ids.email}-start-error`} role="alert" className="mt-1 text-sm text-red-700">
                          {errors.email}
                        </p>
                      )}
                    </div>
                  </div>
                )}
                <label htmlFor={ids.message} className="sr-only">
                  Your message
                </label>
                <div className="flex items-end gap-2">
                  <textarea
                    id={ids.message}
                    rows={2}
                    value={draft}
                    placeholder="Type your message…"
                    onChange={(e) => typed(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' && !e.shiftKey) {
                        e.preventDefault()
                        e.currentTarget.form?.requestSubmit()
                      }
                    }}
                    className={`${inputClass} resize-none`}
                    aria-invalid={errors.message ? true : undefined}
                    aria-describedby={errors.message ? `${ids.message}-error` : undefined}
                  />
                  <Button type="submit" disabled={busy} aria-label="Send message" className="shrink-0">
                    {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : <Send aria-hidden className="size-4" />}
                  </Button>
                </div>
                {errors.message && (
                  <p id={`${ids.message}-error`} role="alert" className="text-sm text-red-700">
                    {errors.message}
                  </p>
                )}
                {errors.form && (
                  <p role="alert" className="text-sm text-red-700">
                    {errors.form}
                  </p>
                )}
                {conversation && (
                  <div className="flex flex-wrap justify-between gap-2 text-sm">
                    {conversation.status === 'open' && (
                      <button type="button" className="font-semibold text-brand underline underline-offset-4" onClick={() => setClosing(true)}>
                        End chat
                      </button>
                    )}
                    <button
                      type="button"
                      className="text-ink underline underline-offset-4"
                      onClick={() => {
                        if (window.confirm('Delete this conversation and every message in it? This cannot be undone.')) void call('DELETE').then(apply, fail)
                      }}
                    >
                      Delete conversation
                    </button>
                  </div>
                )}
              </form>
            )}
          </>
        )}
      </div>
    </Dialog>
  )
}

function CloseForm({ emailKnown, commentId, onCancel, onDone }: { emailKnown: boolean; commentId: string; onCancel: () => void; onDone: (state: VisitorState) => void }) {
  const [rating, setRating] = useState<'good' | 'bad' | undefined>()
  const [comment, setComment] = useState('')
  const [transcript, setTranscript] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      onDone(
        await call('POST', {
          action: 'close',
          rating,
          comment: comment.trim() || undefined,
          transcript,
        }),
      )
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={submit} className="space-y-3 border-t border-slate-200 px-5 py-4">
      <fieldset>
        <legend className="text-sm font-semibold text-brand-dark">How was this conversation?</legend>
        <div className="mt-2 flex gap-2">
          {(['good', 'bad'] as const).map((value) => (
            <label key={value} className={`cursor-pointer rounded-lg px-3 py-1.5 text-sm ring-1 ${rating === value ? 'bg-brand text-white ring-brand' : 'ring-slate-300'}`}>
              <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => setRating(value)} className="sr-only" />
              {value === 'good' ? 'Good' : 'Bad'}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={commentId} className="block text-sm font-semibold text-brand-dark">
        Comment <span className="font-normal text-ink">(optional)</span>
      </label>
      <textarea id={commentId} rows={2} value={comment} onChange={(e) => setComment(e.target.value)} className={`${inputClass} resize-none`} maxLength={1000} />
      {emailKnown && (
        <label className="flex items-center gap-2 text-sm text-brand-dark">
          <input type="checkbox" checked={transcript} onChange={(e) => setTranscript(e.target.checked)} /> Email me the transcript
        </label>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          End chat
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          Keep chatting
        </Button>
      </div>
    </form>
  )
}
