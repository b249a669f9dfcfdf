'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { track } from '@/lib/analytics/track'
import { fetchFormToken } from '@/lib/http/form-token'
import { fetchJson } from '@/lib/http/fetch-json'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, META_FIELD } from '@/lib/validation/messages'
import { leadMeta } from '@/lib/attribution/touch'
import type { LeadResponse } from '@/lib/validation/shared'

export type LeadKind = 'contact' | 'demo' | 'newsletter'
export type LeadResult = { ok: true } | { ok: false; errors?: Record<string, string[]> }

/** A long-open tab swaps its token well before the 24 h limit. */
const TOKEN_REFRESH_MS = 60 * 60 * 1000

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
      fetchFormToken().then((value) => {
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
      token.current ??= await fetchFormToken()
      const result = await fetchJson(`/leads/${kind}`, {
        method: 'POST',
        json: {
          ...values,
          [HONEYPOT_FIELD]: honeypot,
          [FORM_TOKEN_FIELD]: token.current ?? '',
          [META_FIELD]: leadMeta(),
        },
      })
      if (result.kind === 'no-response') return { ok: false }
      const body = result.body as LeadResponse | null
      if (result.ok && body?.ok) {
        track('form_submitted')
        return { ok: true }
      }
      return { ok: false, errors: body && !body.ok ? body.errors : undefined }
    },
    [kind, honeypot],
  )

  return { submit, honeypot, setHoneypot }
}
