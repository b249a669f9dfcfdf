import type { Metadata } from 'next'
import Link from 'next/link'

import { ManageBooking } from '@/components/scheduler/manage-booking'
import { PageHero } from '@/components/site/page-hero'
import { getAppPayload } from '@/server/endpoint'
import { bookingFromToken, describeBooking } from '@/server/scheduler/manage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: 'Manage your booking',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/** The signed link from a booking email (decision 113): reschedule or cancel without an account. */
export default async function ManageBookingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams
  const value = typeof token === 'string' ? token : ''
  const booking = value ? await bookingFromToken(await getAppPayload(), value) : null
  return (
    <>
      <PageHero eyebrow="Demo" title="Manage your booking" subtitle="Reschedule or cancel your meeting with the ERPZ team." />
      <section className="px-4 py-16 sm:px-6">
        {booking ? (
          <ManageBooking token={value} initial={describeBooking(booking)} type={booking.meeting_type} />
        ) : (
          <div className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
            <h2 className="text-2xl font-bold">This link is not valid</h2>
            <p className="mt-3 text-ink">This booking link is not valid any more. Please book a new time.</p>
            <Link href="/demo-booking" className="mt-6 inline-block font-semibold text-brand underline">
              Book a demo
            </Link>
          </div>
        )}
      </section>
    </>
  )
}
