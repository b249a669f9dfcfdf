import { ArrowRight } from '@/components/ui/icons'

import { Section } from '@/components/marketing/section'
import { EmailCaptureFormPart as EmailCaptureForm } from '../client-parts'
import type { EmailCaptureBlock as Data } from '@/payload-types'


/** The existing client form, as the home page always had it: the block ships no new JavaScript. */
export function EmailCaptureBlockComponent({ block }: { block: Data }) {
  return (
    <Section id={block.anchor ?? undefined} tone={block.tone} eyebrow={block.eyebrow ?? undefined} title={block.title} subtitle={block.subtitle ?? undefined}>
      <EmailCaptureForm label={block.label} placeholder={block.placeholder} button={block.button} icon={<ArrowRight aria-hidden className="size-5" />} />
    </Section>
  )
}
