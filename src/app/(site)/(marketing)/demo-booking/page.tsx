import { DemoBookingTabs } from '@/components/leads/demo-booking-tabs'
import { PageHero } from '@/components/site/page-hero'
import { pageInfo } from '@/content/routes'
import { env } from '@/env'
import { pageMetadata } from '@/lib/seo'

const path = '/demo-booking'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function DemoBookingPage() {
  return (
    <>
      <PageHero eyebrow="Demo" title="Book Your Personalized Demo" subtitle={pageInfo(path).description} />
      <section className="px-4 py-16 sm:px-6">
        <DemoBookingTabs schedulerUrl={env.SCHEDULER_URL} />
      </section>
    </>
  )
}
