'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import type { BookingConfirmation } from '@/lib/validation/booking'

import { postJson } from './api'
import { Scheduler } from './scheduler'

/** The signed link's page: the booking, and buttons to reschedule (our scheduler) or cancel. */
export function ManageBooking({ token, initial, type }: { token: string; initial: BookingConfirmation; type: 'demo' | 'onboarding' }) {
  const [booking, setBooking] = useState(initial)
  const [moving, setMoving] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (!moving) heading.current?.focus()
  }, [booking, moving])

  async function cancel() {
    setBusy(true)
    const { body } = await postJson('/scheduler/manage/cancel', { token })
    setBusy(false)
    if (body?.ok) {
      setBooking(body.booking)
      setMessage('Your meeting is cancelled. A calendar cancellation is on its way to you and your host.')
    } else setMessage(body && !body.ok ? body.message : 'The booking could not be saved. Please try again.')
  }

  const cancelled = booking.status === 'cancelled'
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {cancelled ? 'Meeting cancelled' : 'Your meeting'}
        </h2>
        <p className="mt-3 text-ink">
          {booking.meeting} with {booking.hostName}: <strong>{booking.when}</strong>
          {cancelled ? ' (cancelled)' : ''}.
        </p>
        {message && (
          <p role="status" className="mt-4 rounded-lg bg-surface px-4 py-3 text-sm font-semibold text-brand-dark">
            {message}
          </p>
        )}
        {cancelled ? (
          <Button asChild className="mt-6">
            <Link href="/demo-booking">Book a new time</Link>
          </Button>
        ) : (
          !moving && (
            <div className="mt-6 flex flex-wrap gap-3">
              <Button type="button" onClick={() => setMoving(true)}>
                Reschedule
              </Button>
              <Button type="button" variant="secondary" onClick={() => void cancel()} disabled={busy}>
                {busy ? 'Cancelling...' : 'Cancel meeting'}
              </Button>
            </div>
          )
        )}
      </div>
      {moving && !cancelled && (
        <Scheduler
          mode={{
            kind: 'reschedule',
            type,
            token,
            onMoved: (moved) => {
              setBooking(moved)
              setMoving(false)
              setMessage('Your meeting is moved. An updated calendar invite is on its way to you and your host.')
            },
          }}
        />
      )}
    </div>
  )
}
