import { NewsletterBox } from '@/components/blog/newsletter-box'
import { PageHero } from '@/components/site/page-hero'
import { pageInfo } from '@/content/routes'

const path = '/blog'

/** The frame of `/blog`: outside the list's error boundary, so it stays when the list fails. */
export default function BlogListLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <PageHero eyebrow="Manufacturing insights" title="The Future of Manufacturing" subtitle={pageInfo(path).description} />
      <section className="px-4 py-14 sm:px-6">
        <div className="mx-auto max-w-6xl">
          {children}
          <div className="mt-16">
            <NewsletterBox />
          </div>
        </div>
      </section>
    </>
  )
}
