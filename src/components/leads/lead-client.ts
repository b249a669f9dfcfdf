'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { track } from '@/lib/analytics/track'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, META_FIELD } from '@/lib/validation/messages'
import { leadMeta } from '@/lib/attribution/touch'
import type { LeadResponse } from '@/lib/validation/shared'

export type LeadKind = 'contact' | 'demo' | 'newsletter'
export type LeadResult = { ok: true } | { ok: false; errors?: Record<string, string[]> }

/** A long-open tab swaps its token well before the 24 h limit. */
const TOKEN_REFRESH_MS = 60 * 60 * 1000

async function fetchToken(): Promise<string | null> {
  try {
    const response = await fetch('/leads/token', { cache: 'no-store' })
    if (!response.ok) return null
    const body = (await response.json()) as { token?: unknown }
    return typeof body.token === 'string' ? body.token : null
  } catch {
    return null
  }
}

/**
 * What every lead form shares: a fresh signed form token fetched on mount (so a cached page
 * never carries a stale one), the honeypot value, and the POST in the endpoints' JSON shape.
 */
export function useLeadSubmit(kind: LeadKind) {
  const token = useRef<string | null>(null)
  const [honeypot, setHoneypot] = useState('')

  useEffect(() => {
    let active = true
    const load = () =>
      fetchToken().then((value) => {
        if (active && value) token.current = value
      })
    void load()
    const timer = window.setInterval(load, TOKEN_REFRESH_MS)
    return () => {
      active = false
      window.clearInterval(timer)
    }
  }, [])

  const submit = useCallback(
    async (values: Record<string, unknown>): Promise<LeadResult> => {
      token.current ??= await fetchToken()
      try {
        const response = await fetch(`/leads/${kind}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...values,
            [HONEYPOT_FIELD]: honeypot,
            [FORM_TOKEN_FIELD]: token.current ?? '',
            [META_FIELD]: leadMeta(),
          }),
        })
        const body = (await response.json().catch(() => null)) as LeadResponse | null
        if (response.ok && body?.ok) {
          track('form_submitted')
          return { ok: true }
        }
        return { ok: false, errors: body && !body.ok ? body.errors : undefined }
      } catch {
        return { ok: false }
      }
    },
    [kind, honeypot],
  )

  return { submit, honeypot, setHoneypot }
}
