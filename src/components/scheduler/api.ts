'use client'

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
  try {
    const response = await fetch(`/scheduler/slots?type=${encodeURIComponent(type)}&tz=${encodeURIComponent(timeZone)}`, { cache: 'no-store' })
    if (!response.ok) return null
    const body = (await response.json()) as SlotsResponse
    return body.days
  } catch {
    return null
  }
}

export async function fetchFormToken(): Promise<string> {
  try {
    const response = await fetch('/leads/token', { cache: 'no-store' })
    const body = (await response.json()) as { token?: unknown }
    return typeof body.token === 'string' ? body.token : ''
  } catch {
    return ''
  }
}

export async function postJson(url: string, body: unknown): Promise<{ status: number; body: BookingResponse | null }> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json().catch(() => null)) as BookingResponse | null }
  } catch {
    return { status: 0, body: null }
  }
}
