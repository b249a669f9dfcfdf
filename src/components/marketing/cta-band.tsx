import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'

type CtaLink = { label: string; href: string }

/** The closing call to action: a dark band with a heading, a line of text and buttons. */
export function CtaBand({ id, title, text, primary, secondary, tertiary }: {
  id: string
  title: string
  text: string
  primary: CtaLink
  secondary?: CtaLink
  tertiary?: CtaLink
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="px-4 py-20 sm:px-6">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-dark to-brand px-6 py-14 text-center shadow-xl sm:px-12">
        <div aria-hidden className="absolute -right-16 -top-16 size-64 rounded-full bg-white/5" />
        <div aria-hidden className="absolute -bottom-20 -left-10 size-56 rounded-full bg-white/5" />
        <h2 id={`${id}-heading`} className="relative text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg leading-8 text-indigo-100">{text}</p>
        <div className="relative mt-8 flex flex-wrap justify-center gap-3">
          {tertiary && (
            <Button data-cta asChild size="lg" variant="outlineLight">
              <Link href={tertiary.href}>{tertiary.label}</Link>
            </Button>
          )}
          <Button data-cta asChild size="lg" variant="light">
            <Link href={primary.href}>{primary.label}</Link>
          </Button>
          {secondary && (
            <Button data-cta asChild size="lg" variant="outlineLight">
              <Link href={secondary.href}>{secondary.label}</Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  )
}
