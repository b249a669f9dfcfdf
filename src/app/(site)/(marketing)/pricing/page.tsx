import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PricingComparisonBlockComponent } from '@/blocks/PricingComparison/Component'
import { PageDocument, pageDocumentMetadata } from '@/blocks/render-page'
import { cachedPage } from '@/server/pages/cached'

/**
 * The pricing page: the page document at `/pricing` (issue 31), whose blocks read the published
 * plans, add-ons and comparison rows (decision 175). Its own route because the comparison table
 * brings the phone plan switcher's browser code (decision 157). Prerendered at build from the seed
 * documents, cached under the `pages` and `pricing` tags and rendered again when an editor
 * publishes the page or a plan.
 */
export const revalidate = 86400

const path = '/pricing'

export async function generateMetadata(): Promise<Metadata> {
  const page = await cachedPage(path)
  return page ? pageDocumentMetadata(page) : {}
}

export default async function PricingPage() {
  const page = await cachedPage(path)
  if (!page) notFound()
  return <PageDocument page={page} clientBlocks={{ pricingComparison: PricingComparisonBlockComponent }} />
}
