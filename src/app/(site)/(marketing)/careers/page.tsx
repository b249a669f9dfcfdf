import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { OpenRolesBlockComponent } from '@/blocks/OpenRoles/Component'
import { PageDocument, pageDocumentMetadata } from '@/blocks/render-page'
import { firstParam } from '@/lib/search-params'
import { cachedPage } from '@/server/pages/cached'

const path = '/careers'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const page = await cachedPage(path)
  return page ? pageDocumentMetadata(page) : {}
}

/**
 * The careers page: the page document at `/careers` (issue 31). Its open-roles block lists the
 * roles open at this request (decision 166), filtered by the page's GET form (no JavaScript); the
 * words around them are the document's.
 */
export default async function CareersPage({ searchParams }: Props) {
  const query = await searchParams
  const page = await cachedPage(path)
  if (!page) notFound()
  const filters = { department: firstParam(query.department), location: firstParam(query.location) }
  return (
    <PageDocument
      page={page}
      clientBlocks={{ openRoles: ({ block, trail }) => <OpenRolesBlockComponent block={block} trail={trail} query={filters} /> }}
    />
  )
}
