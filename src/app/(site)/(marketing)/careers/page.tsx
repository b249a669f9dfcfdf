import type { Metadata } from 'next'

import { PageDocumentAt, pageDocumentMetadataAt } from '@/blocks/render-page'
import { firstParam } from '@/lib/search-params'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export function generateMetadata(): Promise<Metadata> {
  return pageDocumentMetadataAt('/careers')
}

/**
 * The careers page: the page document at `/careers` (issue 31), on a route of its own because its
 * open-roles block lists the roles open at this request (decision 166), filtered by the page's GET
 * form (no JavaScript): the catch-all is cached per path and reads no query (decision 199).
 */
export default async function CareersPage({ searchParams }: Props) {
  const query = await searchParams
  return <PageDocumentAt path="/careers" roleQuery={{ department: firstParam(query.department), location: firstParam(query.location) }} />
}
