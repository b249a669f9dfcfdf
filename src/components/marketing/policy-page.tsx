import { FileDown } from '@/components/ui/icons'

import { Button } from '@/components/ui/button'
import { formatPolicyDate, policyPath, policyPdfPath, type PolicySlug } from '@/lib/policies'

import { Breadcrumbs } from './breadcrumbs'

export type PolicyView = { slug: PolicySlug; title: string; lastUpdated: string; html: string }

/**
 * A policy page: hero with the last-updated date and the PDF download, then the body (the CMS
 * document's rich text, rendered to escaped HTML on the server: src/server/blog/render.ts).
 */
export function PolicyPage({ policy }: { policy: PolicyView }) {
  const { slug } = policy
  return (
    <>
      <section className="bg-surface px-4 pb-14 pt-28 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <Breadcrumbs items={[{ name: 'Home', path: '/' }, { name: policy.title, path: policyPath(slug) }]} />
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{policy.title}</h1>
          <p className="mt-4 text-ink">
            Last updated: <time dateTime={policy.lastUpdated.slice(0, 10)}>{formatPolicyDate(policy.lastUpdated)}</time>
          </p>
          <Button asChild variant="secondary" className="mt-6">
            <a href={policyPdfPath(slug)} download={`erpz-${slug}.pdf`}>
              <FileDown aria-hidden className="size-5" /> Download PDF
            </a>
          </Button>
        </div>
      </section>
      <article
        className="mx-auto max-w-3xl px-4 py-14 sm:px-6 [&>p:first-child]:mt-0 [&>p:first-child]:text-lg [&>p:first-child]:leading-8 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_p]:mt-4 [&_p]:leading-7 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:leading-7 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_li]:marker:text-brand [&_a]:text-brand [&_a]:underline"
        dangerouslySetInnerHTML={{ __html: policy.html }}
      />
    </>
  )
}
