'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { fetchJson } from '@/lib/http/fetch-json'

export type CandidateEmailPreview = { template: string; label: string; subject: string; paragraphs: string[] }

const newSendId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`)

/** Choose, read, send: one send per click of Send, whatever the network does (the send id). */
export function CandidateEmailSender({ applicationId, to, previews }: { applicationId: string; to: string; previews: CandidateEmailPreview[] }) {
  const id = useId()
  const [template, setTemplate] = useState(previews[0]?.template ?? '')
  const [sendId, setSendId] = useState(newSendId)
  const [sending, setSending] = useState(false)
  const [message, setMessage] = useState('')
  const preview = previews.find((p) => p.template === template) ?? previews[0]
  if (!preview) return null

  async function send() {
    setSending(true)
    setMessage('')
    const answer = await fetchJson(`/api/job-applications/${applicationId}/email`, {
      method: 'POST',
      credentials: 'include',
      json: { template, sendId },
    })
    setSending(false)
    if (answer.kind === 'no-response') {
      // The same send id on the next try: if this one reached the server, it is not sent twice.
      setMessage('Not sent: the server could not be reached. Check your connection and try again.')
      return
    }
    const body = answer.body as { ok?: boolean; message?: unknown } | null
    setMessage(typeof body?.message === 'string' ? body.message : `Not sent (${answer.status}).`)
    if (body?.ok) setSendId(newSendId())
  }

  return (
    <section aria-labelledby={`${id}-heading`} style={{ margin: 'var(--base) 0' }}>
      <h3 id={`${id}-heading`} style={{ margin: '0 0 calc(var(--base) / 4)' }}>
        Email the candidate
      </h3>
      <label htmlFor={`${id}-template`} style={{ display: 'block', marginBottom: 4 }}>
        Email
      </label>
      <select id={`${id}-template`} value={template} onChange={(event) => setTemplate(event.target.value)} style={{ width: '100%', padding: 6 }}>
        {previews.map((p) => (
          <option key={p.template} value={p.template}>
            {p.label}
          </option>
        ))}
      </select>
      <div aria-label="Preview" role="group" style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 8, margin: '8px 0', fontSize: 13 }}>
        <p style={{ margin: '0 0 4px' }}>To: {to}</p>
        <p style={{ margin: '0 0 8px', fontWeight: 600 }}>Subject: {preview.subject}</p>
        {preview.paragraphs.map((paragraph, index) => (
          <p key={index} style={{ margin: '0 0 6px', whiteSpace: 'pre-wrap' }}>
            {paragraph}
          </p>
        ))}
      </div>
      <Button type="button" buttonStyle="secondary" size="small" disabled={sending} onClick={() => void send()}>
        {sending ? 'Sending…' : 'Send email'}
      </Button>
      <p role="status" style={{ margin: '4px 0 0', minHeight: '1.2em' }}>
        {message}
      </p>
    </section>
  )
}
