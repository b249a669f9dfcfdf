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

/**
 * Where a form block placed the form (decision 199): the campaign label stored on its leads, and
 * what the visitor sees once it is sent, a message of the page's own or its thank-you page.
 */
export type FormPlacement = { campaignLabel?: string; successMessage?: string; thankYouPath?: string }

/** After a lead is stored: to the block's thank-you page when it has one (true), else false. */
export function goToThankYouPage(placement: FormPlacement | undefined): boolean {
  if (!placement?.thankYouPath) return false
  window.location.assign(placement.thankYouPath)
  return true
}

/** A long-open tab swaps its token well before the 24 h limit. */
const TOKEN_REFRESH_MS = 60 * 60 * 1000

/**
 * What every lead form shares: a fresh signed form token fetched on mount (so a cached page
 * never carries a stale one), the honeypot value, and the POST in the endpoints' JSON shape.
 */
export function useLeadSubmit(kind: LeadKind, campaignLabel?: string) {
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
          [META_FIELD]: campaignLabel ? { ...leadMeta(), campaignLabel } : leadMeta(),
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
    [kind, honeypot, campaignLabel],
  )

  return { submit, honeypot, setHoneypot }
}
