import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { newsletterPages } from '@/content/newsletter'

/** Where the newsletter's email links land (decision 170): static pages, one per outcome. */
const OUTCOMES = newsletterPages.outcomes

type Outcome = keyof typeof OUTCOMES
const isOutcome = (value: string): value is Outcome => Object.hasOwn(OUTCOMES, value)

export const dynamicParams = false

export function generateStaticParams() {
  return Object.keys(OUTCOMES).map((outcome) => ({ outcome }))
}

export async function generateMetadata({ params }: { params: Promise<{ outcome: string }> }): Promise<Metadata> {
  const { outcome } = await params
  return { title: isOutcome(outcome) ? `${OUTCOMES[outcome].title} | ERPZ` : 'ERPZ', robots: { index: false } }
}

export default async function NewsletterOutcome({ params }: { params: Promise<{ outcome: string }> }) {
  const { outcome } = await params
  if (!isOutcome(outcome)) notFound()
  const { title, text } = OUTCOMES[outcome]
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 pt-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 max-w-md text-ink">{text}</p>
      <Button asChild className="mt-8">
        <Link href="/blog">Read the blog</Link>
      </Button>
    </section>
  )
}
