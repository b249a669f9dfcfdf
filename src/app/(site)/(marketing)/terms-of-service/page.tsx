import { PageHero } from '@/components/site/page-hero'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/terms-of-service'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function TermsOfServicePage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Terms of Service" subtitle={pageInfo(path).description} />
    </>
  )
}
