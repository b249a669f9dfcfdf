import { PageHero } from '@/components/site/page-hero'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/blog'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function BlogPage() {
  return (
    <>
      <PageHero eyebrow="Manufacturing insights" title="The Future of Manufacturing" subtitle={pageInfo(path).description} />
    </>
  )
}
