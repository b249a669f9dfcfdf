import type { Metadata } from 'next'

import { PageDocument, pageDocumentMetadata } from '@/blocks/render-page'
import { DemoBookingTabs } from '@/components/leads/demo-booking-tabs'
import { pageInfo } from '@/content/routes'
import { env } from '@/env'
import { pageMetadata } from '@/lib/seo'
import { cachedPage } from '@/server/pages/cached'

const path = '/demo-booking'

/** The hero (and any blocks above the scheduler) is the page document at /demo-booking (issue 31). */
export const revalidate = 86400

export async function generateMetadata(): Promise<Metadata> {
  const page = await cachedPage(path)
  return page ? pageDocumentMetadata(page) : pageMetadata({ ...pageInfo(path), path })
}

export default async function DemoBookingPage() {
  const page = await cachedPage(path)
  return (
    <>
      {page && <PageDocument page={page} />}
      <section className="px-4 py-16 sm:px-6">
        <DemoBookingTabs schedulerUrl={env.SCHEDULER_URL} />
      </section>
    </>
  )
}
