import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { OWN_ROUTE_PATHS } from '@/blocks/own-routes'
import { PageDocument, pageDocumentMetadata } from '@/blocks/render-page'
import { reservedPrefix, SEGMENT } from '@/collections/pages/path'
import { cachedPage, prerenderedPaths } from '@/server/pages/cached'
import { logger } from '@/server/platform/log'

/**
 * Every path no other route claims: the published page document there (issue 31), else the
 * not-found page with status 404 (drafts and unknown paths alike). The seeded pages are
 * prerendered at build; a new page is rendered on its first request and cached under its tags.
 */
export const revalidate = 86400

type Props = { params: Promise<{ path: string[] }> }

export function generateStaticParams(): { path: string[] }[] {
  return prerenderedPaths()
    .filter((path) => path !== '/')
    .map((path) => ({ path: path.slice(1).split('/') }))
}

/** The path a page document could have, or null (no database query for anything else). */
function pathOf(segments: string[]): string | null {
  if (segments.length === 0 || segments.length > 4) return null
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment)
    } catch {
      return ''
    }
  })
  if (!decoded.every((segment) => segment.length <= 80 && SEGMENT.test(segment))) return null
  const path = `/${decoded.join('/')}`
  return reservedPrefix(path) ? null : path
}

async function load(segments: string[]) {
  const path = pathOf(segments)
  // Pages with routes of their own (client blocks) are not served here a second time.
  return path && !OWN_ROUTE_PATHS.includes(path) ? cachedPage(path) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load((await params).path).catch(() => null)
  return page ? pageDocumentMetadata(page) : {}
}

export default async function CmsPage({ params }: Props) {
  const { path } = await params
  const page = await load(path)
  if (!page) {
    logger.warn({ path: `/${path.join('/')}` }, 'page not found')
    notFound()
  }
  return <PageDocument page={page} />
}
