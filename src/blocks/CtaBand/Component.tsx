import { CtaBand } from '@/components/marketing/cta-band'
import type { CtaBandBlock as Data } from '@/payload-types'

const link = (value: Data['secondary']) => (value?.label && value.href ? { label: value.label, href: value.href } : undefined)

export function CtaBandBlockComponent({ block }: { block: Data }) {
  return (
    <CtaBand
      id={block.anchor}
      title={block.title}
      text={block.text}
      primary={{ label: block.primary.label, href: block.primary.href }}
      secondary={link(block.secondary)}
      tertiary={link(block.tertiary)}
    />
  )
}
