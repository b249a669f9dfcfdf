import { PageHero } from '@/components/site/page-hero'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/contact'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Contact" title="Let's Connect" subtitle={pageInfo(path).description} />
    </>
  )
}
