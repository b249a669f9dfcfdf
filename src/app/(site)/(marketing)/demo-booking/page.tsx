import { PageHero } from '@/components/site/page-hero'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/demo-booking'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function DemoBookingPage() {
  return (
    <>
      <PageHero eyebrow="Demo" title="Book Your Personalized Demo" subtitle={pageInfo(path).description} />
    </>
  )
}
