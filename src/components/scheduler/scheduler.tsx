'use client'

import { CalendarCheck2 } from 'lucide-react'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { track } from '@/lib/analytics/track'
import { noSubscription } from '@/lib/no-subscription'
import { SCHEDULER_MIN_HEIGHT_PX } from '@/components/leads/scheduler-embed'
import { Button } from '@/components/ui/button'
import { FormLoading, lazyForm } from '@/components/ui/lazy-part'
import { inputClass } from '@/components/ui/form-field'
import { type MeetingType, SCHEDULER } from '@/config/behaviour'
import type { BookingConfirmation } from '@/lib/validation/booking'
import { leadMeta } from '@/lib/attribution/touch'
import { fetchFormToken } from '@/lib/http/form-token'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, META_FIELD } from '@/lib/validation/messages'

import { browserTimeZone, type Day, fetchSlots, postJson, timeZoneOptions } from './api'
import type { BookingFields } from './booking-form'
import { DateGrid } from './date-grid'

/**
 * The details form (react-hook-form and the demo schema) shows once a time is chosen; its code
 * loads then, or when the pointer or focus reaches a time (issue 18).
 */
const { Component: BookingForm, preload: preloadBookingForm } = lazyForm(
  () => import('./booking-form'),
  (module) => module.BookingForm,
)

const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

type Mode = { kind: 'book'; type: MeetingType } | { kind: 'reschedule'; type: MeetingType; token: string; onMoved: (booking: BookingConfirmation) => void }

const readBrowserZone = () => browserTimeZone(SCHEDULER.fallbackTimeZone)
const serverZone = () => SCHEDULER.fallbackTimeZone

/**
 * Our own scheduler (issue 17): the visitor's time zone (shown, switchable), a date grid, the free
 * 30-minute times of the chosen date, then the demo form's fields. Times come from the server
 * already labelled in the chosen zone, so the browser needs no date library (decision 110).
 */
export function Scheduler({ mode, prefill = {} }: { mode: Mode; prefill?: { name?: string; email?: string } }) {
  const browserZone = useSyncExternalStore(noSubscription, readBrowserZone, serverZone)
  const [chosenZone, setChosenZone] = useState<string | null>(null)
  const timeZone = chosenZone ?? browserZone
  const [loaded, setLoaded] = useState<{ zone: string; days: Day[] } | null>(null)
  const [failed, setFailed] = useState(false)
  const [reload, setReload] = useState(0)
  const [pickedDate, setDate] = useState<string | null>(null)
  const [focusedDate, setFocused] = useState<string>('')
  const [slot, setSlot] = useState<{ start: string; label: string } | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [booked, setBooked] = useState<BookingConfirmation | null>(null)
  const [bookedEmail, setBookedEmail] = useState('')
  const [honeypot, setHoneypot] = useState('')
  const [busy, setBusy] = useState(false)
  const token = useRef<string | null>(null)
  const doneHeading = useRef<HTMLHeadingElement>(null)
  const timesHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (mode.kind === 'book') void fetchFormToken().then((value) => (token.current = value))
  }, [mode.kind])

  useEffect(() => {
    let active = true
    void fetchSlots(mode.type, timeZone).then((result) => {
      if (!active) return
      setFailed(!result)
      if (result) setLoaded({ zone: timeZone, days: result })
    })
    return () => {
      active = false
    }
  }, [mode.type, timeZone, reload])

  const days = loaded?.zone === timeZone ? loaded.days : null
  // The picked date while it still has times, else the first date that has some.
  const date = days ? (pickedDate && days.some((d) => d.date === pickedDate) ? pickedDate : (days[0]?.date ?? null)) : null
  const focused = focusedDate || date || ''

  useEffect(() => {
    if (booked) doneHeading.current?.focus()
  }, [booked])

  const first = todayIn(timeZone)
  const last = addDays(first, SCHEDULER.horizonDays)
  const day = days?.find((d) => d.date === date) ?? null
  const meeting = SCHEDULER.meetingTypes[mode.type]

  function taken(message: string, fresh?: Day[]) {
    setNotice(message)
    setSlot(null)
    if (fresh) setLoaded({ zone: timeZone, days: fresh })
    window.requestAnimationFrame(() => timesHeading.current?.focus())
  }

  async function book(values: BookingFields): Promise<Record<string, string[]> | undefined> {
    if (!slot || mode.kind !== 'book') return
    setNotice(null)
    token.current ??= await fetchFormToken()
    const { status, body } = await postJson(`/scheduler/book?type=${mode.type}`, {
      ...values,
      start: slot.start,
      timeZone,
      [HONEYPOT_FIELD]: honeypot,
      [FORM_TOKEN_FIELD]: token.current ?? '',
      [META_FIELD]: leadMeta(),
    })
    if (body?.ok) {
      track('booking_made')
      setBookedEmail(values.email)
      setBooked(body.booking)
      return
    }
    if (status === 409 && body && !body.ok) {
      taken(body.message, body.days)
      return
    }
    // A spent or stale form token (e.g. after a lost race) gets a fresh one for the retry.
    token.current = await fetchFormToken()
    setNotice(body && !body.ok ? body.message : 'The booking could not be saved. Please try again.')
    return body && !body.ok ? body.errors : undefined
  }

  async function reschedule() {
    if (!slot || mode.kind !== 'reschedule') return
    setBusy(true)
    setNotice(null)
    const { status, body } = await postJson('/scheduler/manage/reschedule', { token: mode.token, start: slot.start, timeZone })
    setBusy(false)
    if (body?.ok) {
      mode.onMoved(body.booking)
      return
    }
    if (status === 409 && body && !body.ok) return taken(body.message, body.days)
    setNotice(body && !body.ok ? body.message : 'The booking could not be saved. Please try again.')
  }

  if (booked) {
    return (
      <div className="rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200" style={{ minHeight: SCHEDULER_MIN_HEIGHT_PX }}>
        <CalendarCheck2 aria-hidden="true" className="mx-auto size-12 text-success" />
        <h2 ref={doneHeading} tabIndex={-1} className="mt-4 text-2xl font-bold focus:outline-none">
          You&apos;re booked!
        </h2>
        <p className="mx-auto mt-3 max-w-md text-ink">
          {booked.meeting} with {booked.hostName} on <strong>{booked.when}</strong> ({meeting.minutes} minutes).
        </p>
        <p className="mx-auto mt-2 max-w-md text-ink">
          A calendar invite is on its way to <strong>{bookedEmail}</strong>. It has a link to reschedule or cancel.
        </p>
      </div>
    )
  }

  return (
    <div
      className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:h-[1000px] lg:overflow-y-auto"
      style={{ minHeight: SCHEDULER_MIN_HEIGHT_PX }}
    >
      <p className="text-ink">
        Pick a {meeting.minutes}-minute slot that suits you. A calendar invite will be sent to your email as soon as you{' '}
        {mode.kind === 'book' ? 'book' : 'confirm the new time'}.
      </p>
      <div className="mt-4 max-w-md space-y-1.5">
        <label htmlFor="scheduler-time-zone" className="block text-sm font-semibold text-brand-dark">
          Times shown in
        </label>
        <select
          id="scheduler-time-zone"
          value={timeZone}
          onChange={(event) => {
            setSlot(null)
            setNotice(null)
            setChosenZone(event.target.value)
          }}
          className={inputClass}
        >
          {timeZoneOptions(timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </div>

      <div role="status" aria-live="polite" className="sr-only">
        {days === null ? 'Loading free times…' : ''}
      </div>
      {notice && (
        <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950">
          {notice}
        </p>
      )}
      {failed && (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          Free times could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => setReload((n) => n + 1)}>
            Retry
          </button>
        </div>
      )}

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="scheduler-dates">
          <h2 id="scheduler-dates" className="mb-3 text-lg font-bold">
            1. Choose a date
          </h2>
          {days !== null && (
            <DateGrid
              days={days}
              first={first}
              last={last}
              selected={date}
              focused={focused || first}
              onFocusDate={setFocused}
              onSelect={(value) => {
                setDate(value)
                setSlot(null)
                window.requestAnimationFrame(() => timesHeading.current?.focus())
              }}
            />
          )}
          {days !== null && days.length === 0 && (
            <p className="mt-3 text-ink">No free times in the next {SCHEDULER.horizonDays} days. Please use Request via Form instead.</p>
          )}
        </section>

        <section aria-labelledby="scheduler-times">
          <h2 id="scheduler-times" ref={timesHeading} tabIndex={-1} className="mb-3 text-lg font-bold focus:outline-none">
            2. {day ? `Times on ${day.label}` : 'Choose a time'}
          </h2>
          {day && !slot && (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={`Free times on ${day.label}`}>
              {day.slots.map((s) => (
                <li key={s.start}>
                  <button
                    type="button"
                    onPointerEnter={preloadBookingForm}
                    onFocus={preloadBookingForm}
                    onClick={() => {
                      setSlot(s)
                      setNotice(null)
                      // The list goes away: focus moves on to the next step, not to the page's start.
                      window.requestAnimationFrame(() => document.getElementById(mode.kind === 'book' ? 'booking-full-name' : 'scheduler-move')?.focus())
                    }}
                    className="h-11 w-full rounded-lg border border-brand/40 text-sm font-semibold text-brand-dark hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  >
                    {s.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {day && slot && mode.kind === 'book' && (
            <FormLoading className="py-6">
              <BookingForm
                type={mode.type}
                prefill={prefill}
                slotLabel={`${day.label}, ${slot.label} (${timeZone.replace(/_/g, ' ')})`}
                honeypot={honeypot}
                onHoneypot={setHoneypot}
                onSubmit={book}
                onBack={() => {
                  setSlot(null)
                  window.requestAnimationFrame(() => timesHeading.current?.focus())
                }}
              />
            </FormLoading>
          )}
          {day && slot && mode.kind === 'reschedule' && (
            <div className="space-y-4">
              <p className="rounded-lg bg-surface px-4 py-3 text-sm font-semibold text-brand-dark">{`${day.label}, ${slot.label} (${timeZone.replace(/_/g, ' ')})`}</p>
              <div className="flex flex-wrap gap-3">
                <Button id="scheduler-move" type="button" onClick={() => void reschedule()} disabled={busy}>
                  {busy ? 'Moving...' : 'Move to this time'}
                </Button>
                <Button type="button" variant="secondary" onClick={() => setSlot(null)}>
                  Choose another time
                </Button>
              </div>
            </div>
          )}
        </section>
      </div>
    </div>
  )
}
