import { PageHero } from '@/components/site/page-hero'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/solutions'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function SolutionsPage() {
  return (
    <>
      <PageHero eyebrow="Solutions" title="One platform from shop floor to top floor" subtitle={pageInfo(path).description} />
    </>
  )
}
