import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BrandAssetsBlockComponent } from '@/blocks/BrandAssets/Component'
import { PageDocument, pageDocumentMetadata } from '@/blocks/render-page'
import { cachedPage } from '@/server/pages/cached'

/**
 * The page document at `/brand-kit` (issue 31), on a route of its own for its client blocks (src/blocks/client-blocks.ts). Prerendered at build from the seed document,
 * cached under the `pages` tags and rendered again when an editor publishes (decision 157).
 */
export const revalidate = 86400

export async function generateMetadata(): Promise<Metadata> {
  const page = await cachedPage('/brand-kit')
  return page ? pageDocumentMetadata(page) : {}
}

export default async function HomePage() {
  const page = await cachedPage('/brand-kit')
  if (!page) notFound()
  return <PageDocument page={page} clientBlocks={{ brandAssets: BrandAssetsBlockComponent }} />
}
