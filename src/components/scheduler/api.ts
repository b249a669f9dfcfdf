'use client'

import { fetchJson } from '@/lib/http/fetch-json'
import type { BookingResponse, SlotsResponse } from '@/lib/validation/booking'

export type Day = SlotsResponse['days'][number]

/** The visitor's time zone as the browser reports it (the scheduler shows and lets them change it). */
export function browserTimeZone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback
  } catch {
    return fallback
  }
}

/** Every zone the browser knows, with the visitor's own first-class even if the list lacks it. */
export function timeZoneOptions(current: string): string[] {
  let zones: string[] = []
  try {
    zones = Intl.supportedValuesOf('timeZone')
  } catch {
    zones = []
  }
  return zones.includes(current) ? zones : [current, ...zones]
}

export async function fetchSlots(type: string, timeZone: string): Promise<Day[] | null> {
  const result = await fetchJson(`/scheduler/slots?type=${encodeURIComponent(type)}&tz=${encodeURIComponent(timeZone)}`, { cache: 'no-store' })
  if (result.kind === 'no-response' || !result.ok || result.body === null) return null
  return (result.body as SlotsResponse).days
}

export async function postJson(url: string, body: unknown): Promise<{ status: number; body: BookingResponse | null }> {
  const result = await fetchJson(url, { method: 'POST', json: body })
  if (result.kind === 'no-response') return { status: 0, body: null }
  return { status: result.status, body: result.body as BookingResponse | null }
}
