'use client'

import { Button, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { fetchJson } from '@/lib/http/fetch-json'

type Attempt = { id: number; attempt: number; outcome: string; status_code?: number | null; error?: string | null; createdAt: string }

const OUTCOME_LABELS: Record<string, string> = {
  delivered: 'Delivered',
  retrying: 'Failed, will retry',
  gone: 'Gone (410), stopped',
  gave_up: 'Failed, gave up',
}

const NOT_LOADED = "Couldn't load the delivery attempts. Check your connection and try again."

/** What a redeliver answer tells the salesperson: the server's message, else what went wrong. */
async function redeliverMessage(url: string): Promise<string> {
  const answer = await fetchJson(url, { method: 'POST', credentials: 'include' })
  if (answer.kind === 'no-response') return 'Redeliver failed: the server could not be reached. Check your connection and try again.'
  const body = answer.body as { message?: unknown } | null
  return typeof body?.message === 'string' ? body.message : `Redeliver failed (${answer.status}).`
}

/**
 * The sales view of one lead's delivery (decision 083): every attempt, and "Redeliver", which
 * queues one more delivery under the same webhook-id. Shown in the lead's sidebar.
 */
export function LeadDeliveryPanel() {
  const { id, collectionSlug } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const webhookId = useFormFields(([fields]) => fields.webhook_id?.value as string | undefined)
  const status = useFormFields(([fields]) => fields.delivery_status?.value as string | undefined)
  // null while loading; 'failed' when the list could not be read (offline, an error answer).
  const [attempts, setAttempts] = useState<Attempt[] | 'failed' | null>(null)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const api = config.routes.api

  const [reloads, setReloads] = useState(0)

  useEffect(() => {
    let current = true
    void (async () => {
      if (!webhookId) {
        if (current) setAttempts([])
        return
      }
      const query = new URLSearchParams({ 'where[webhook_id][equals]': webhookId, sort: 'attempt', limit: '100', depth: '0' })
      const answer = await fetchJson(`${api}/webhook-deliveries?${query}`, { credentials: 'include' })
      const docs = answer.kind === 'response' && answer.ok ? (answer.body as { docs?: Attempt[] } | null)?.docs : undefined
      if (current) setAttempts(docs ?? 'failed')
    })()
    return () => {
      current = false
    }
  }, [api, webhookId, reloads])

  if (!id) return null

  const redeliver = async () => {
    setBusy(true)
    try {
      setMessage(await redeliverMessage(`${api}/${collectionSlug}/${id}/redeliver`))
      router.refresh()
      setTimeout(() => setReloads((n) => n + 1), 1500)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <label className="field-label">Delivery attempts</label>
      {attempts === null ? (
        <p>Loading…</p>
      ) : attempts === 'failed' ? (
        <div role="alert">
          <p style={{ margin: 0 }}>{NOT_LOADED}</p>
          <Button
            buttonStyle="subtle"
            size="small"
            onClick={() => {
              setAttempts(null)
              setReloads((n) => n + 1)
            }}
          >
            Try again
          </Button>
        </div>
      ) : attempts.length === 0 ? (
        <p>No attempt yet.</p>
      ) : (
        <ol style={{ paddingLeft: '1.2em', margin: 0 }}>
          {attempts.map((a) => (
            <li key={a.id}>
              {new Date(a.createdAt).toLocaleString()}: {OUTCOME_LABELS[a.outcome] ?? a.outcome}
              {a.status_code ? ` (HTTP ${a.status_code})` : a.error ? ` (${a.error})` : ''}
            </li>
          ))}
        </ol>
      )}
      {status !== 'not_configured' && (
        <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void redeliver()}>
          Redeliver
        </Button>
      )}
      {message && <p role="status">{message}</p>}
    </div>
  )
}

/** Above the lead list: queue every failed lead of this collection again. */
export function RedeliverFailedButton({ collection }: { collection: string }) {
  const { config } = useConfig()
  const router = useRouter()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  const redeliverAll = async () => {
    setBusy(true)
    try {
      setMessage(await redeliverMessage(`${config.routes.api}/${collection}/redeliver-failed`))
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', gap: 'var(--base)', alignItems: 'center', marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void redeliverAll()}>
        Redeliver all failed
      </Button>
      {message && <span role="status">{message}</span>}
    </div>
  )
}
