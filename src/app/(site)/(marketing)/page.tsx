import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EmailCaptureBlockComponent } from '@/blocks/EmailCapture/Component'
import { PageDocument, pageDocumentMetadata } from '@/blocks/render-page'
import { cachedPage } from '@/server/pages/cached'

/**
 * The home page: the page document at `/` (issue 31). Prerendered at build from the seed document,
 * cached under the `pages` tags and rendered again when an editor publishes (decision 157).
 */
export const revalidate = 86400

export async function generateMetadata(): Promise<Metadata> {
  const page = await cachedPage('/')
  return page ? pageDocumentMetadata(page) : {}
}

export default async function HomePage() {
  const page = await cachedPage('/')
  if (!page) notFound()
  return <PageDocument page={page} clientBlocks={{ emailCapture: EmailCaptureBlockComponent }} />
}
