import { PageHero } from '@/components/site/page-hero'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/careers'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function CareersPage() {
  return (
    <>
      <PageHero eyebrow="Careers" title="Build the future of manufacturing with us" subtitle={pageInfo(path).description} />
    </>
  )
}
