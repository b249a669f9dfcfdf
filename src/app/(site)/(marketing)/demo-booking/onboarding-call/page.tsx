import type { Metadata } from 'next'

import { OnboardingCallScheduler } from '@/components/scheduler/onboarding-call'
import { PageHero } from '@/components/site/page-hero'

export const metadata: Metadata = {
  title: 'Schedule your onboarding call',
  description: 'Book a 30-minute onboarding call with the ERPZ team.',
  robots: { index: false, follow: true },
}

/** "Schedule Onboarding Call" on the completion screen: the second meeting type of our scheduler. */
export default function OnboardingCallPage() {
  return (
    <>
      <PageHero eyebrow="Onboarding" title="Schedule Your Onboarding Call" subtitle="Thirty minutes with our team to set up your first workflows." />
      <section className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-4xl">
          <OnboardingCallScheduler />
        </div>
      </section>
    </>
  )
}
