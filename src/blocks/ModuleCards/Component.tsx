import { ModuleCards } from '@/components/marketing/module-cards'
import { Section } from '@/components/marketing/section'
import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import type { ModuleCardsBlock as Data } from '@/payload-types'

export function ModuleCardsBlockComponent({ block }: { block: Data }) {
  return (
    <Section id={block.anchor ?? undefined} tone={block.tone} eyebrow={block.eyebrow ?? undefined} title={block.title} subtitle={block.subtitle ?? undefined}>
      <ModuleCards />
      {block.link?.label && block.link.href && (
        <div className="mt-10 text-center">
          <Button asChild variant="secondary" size="lg">
            <Link href={block.link.href}>{block.link.label}</Link>
          </Button>
        </div>
      )}
    </Section>
  )
}
