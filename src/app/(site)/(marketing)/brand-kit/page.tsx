import { PageHero } from '@/components/site/page-hero'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/brand-kit'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function BrandKitPage() {
  return (
    <>
      <PageHero eyebrow="Brand" title="Brand Kit & Guidelines" subtitle={pageInfo(path).description} />
    </>
  )
}
