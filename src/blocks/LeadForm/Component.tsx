import { ContactForm } from '@/components/leads/contact-form'
import { DemoForm } from '@/components/leads/demo-form'
import { NewsletterForm } from '@/components/leads/newsletter-form'
import { Section } from '@/components/marketing/section'
import type { LeadFormBlock as Data } from '@/payload-types'


export function LeadFormBlockComponent({ block }: { block: Data }) {
  return (
    <Section id={block.anchor ?? undefined} tone={block.tone} eyebrow={block.eyebrow ?? undefined} title={block.title} subtitle={block.subtitle ?? undefined}>
      <div className="mx-auto mt-10 max-w-2xl rounded-2xl bg-white p-6 text-left shadow-sm ring-1 ring-slate-200 sm:p-10">
        {block.form === 'contact' ? <ContactForm /> : block.form === 'demo' ? <DemoForm /> : <NewsletterForm />}
      </div>
    </Section>
  )
}
