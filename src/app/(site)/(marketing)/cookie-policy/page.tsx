import { PageHero } from '@/components/site/page-hero'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/cookie-policy'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function CookiePolicyPage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Cookie Policy" subtitle={pageInfo(path).description} />
    </>
  )
}
