import { Section } from '@/components/marketing/section'
import type { FormPlacement } from '@/components/leads/lead-client'
import type { LeadFormBlock as Data } from '@/payload-types'

import { ContactFormPart, DemoFormPart, NewsletterFormPart } from '../client-parts'

/** What the block tells its form: the campaign label, and the message or the thank-you page's path. */
export function placementOf(block: Data): FormPlacement {
  const page = block.thankYouPage
  const thankYouPath = block.afterSending === 'page' && typeof page === 'object' && page?.path ? page.path : undefined
  return {
    ...(block.campaignLabel ? { campaignLabel: block.campaignLabel } : {}),
    ...(thankYouPath ? { thankYouPath } : block.successMessage ? { successMessage: block.successMessage } : {}),
  }
}

/** One of the site's lead forms, as on their own pages; only the chosen form's code loads. */
export function LeadFormBlockComponent({ block }: { block: Data }) {
  const placement = placementOf(block)
  return (
    <Section id={block.anchor ?? undefined} tone={block.tone} eyebrow={block.eyebrow ?? undefined} title={block.title} subtitle={block.subtitle ?? undefined}>
      <div className="mx-auto mt-10 max-w-2xl rounded-2xl bg-white p-6 text-left shadow-sm ring-1 ring-slate-200 sm:p-10">
        {block.form === 'contact' ? (
          <ContactFormPart placement={placement} />
        ) : block.form === 'demo' ? (
          <DemoFormPart placement={placement} />
        ) : (
          <NewsletterFormPart placement={placement} />
        )}
      </div>
    </Section>
  )
}
