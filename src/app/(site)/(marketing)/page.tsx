import type { Metadata } from 'next'

import { PageDocumentAt, pageDocumentMetadataAt } from '@/blocks/render-page'

/**
 * The home page: the page document at `/` (issue 31), on a route of its own because the catch-all
 * does not match `/`. Any block renders here as on any page (decision 199).
 */
export const revalidate = 86400

export function generateMetadata(): Promise<Metadata> {
  return pageDocumentMetadataAt('/')
}

export default function HomePage() {
  return <PageDocumentAt path="/" />
}
