import { FileDown } from '@/components/ui/icons'

import { Button } from '@/components/ui/button'
import { policies, policyPdfPath, type PolicySlug } from '@/content/policies'

import { Breadcrumbs } from './breadcrumbs'

/** A policy page: hero with the last-updated date and the PDF download, then the sections. */
export function PolicyPage({ slug }: { slug: PolicySlug }) {
  const policy = policies[slug]
  return (
    <>
      <section className="bg-surface px-4 pb-14 pt-28 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <Breadcrumbs items={[{ name: 'Home', path: '/' }, { name: policy.title, path: `/${slug}` }]} />
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{policy.title}</h1>
          <p className="mt-4 text-ink">
            Last updated: <time dateTime={isoDate(policy.lastUpdated)}>{policy.lastUpdated}</time>
          </p>
          <Button asChild variant="secondary" className="mt-6">
            <a href={policyPdfPath(slug)} download={`erpz-${slug}.pdf`}>
              <FileDown aria-hidden className="size-5" /> Download PDF
            </a>
          </Button>
        </div>
      </section>
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <p className="text-lg leading-8">{policy.intro}</p>
        {policy.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-bold">{section.heading}</h2>
            {section.paragraphs?.map((text) => (
              <p key={text} className="mt-4 leading-7">
                {text}
              </p>
            ))}
            {section.list && (
              <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 marker:text-brand">
                {section.list.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </>
  )
}

/** "April 15, 2025" → "2025-04-15" for the machine-readable `dateTime`. */
function isoDate(longUsDate: string): string {
  const date = new Date(`${longUsDate} 12:00 UTC`)
  if (Number.isNaN(date.getTime())) throw new Error(`Unreadable policy date: ${longUsDate}`)
  return date.toISOString().slice(0, 10)
}
