import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { PolicyPage } from '@/components/marketing/policy-page'
import { pageInfo } from '@/content/routes'
import { isPolicySlug, policyPath } from '@/lib/policies'
import { pageMetadata } from '@/lib/seo'
import { logger } from '@/server/platform/log'
import { cachedPolicy } from '@/server/policies/cached'

/**
 * The five policy addresses (`/privacy-policy` …), which next.config.ts rewrites here. Rendered on
 * the first request and cached until a publish drops the policy's tag (decision 163); a day is the
 * safety net. Nothing at build time: a build must not need the database.
 */
export const revalidate = 86400

export function generateStaticParams(): { slug: string }[] {
  return []
}

type Params = Promise<{ slug: string }>

const load = cache(async (slug: string) => {
  if (!isPolicySlug(slug)) return null
  try {
    return await cachedPolicy(slug)
  } catch (error) {
    // Thrown on: error.tsx answers and nothing is cached.
    logger.error({ err: error, slug }, 'policy failed to load')
    throw error
  }
})

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params
  if (!isPolicySlug(slug)) return {}
  const path = policyPath(slug)
  // Title and description as the page has always had them (src/content/routes.ts): the sitemap,
  // footer and search results agree.
  return pageMetadata({ ...pageInfo(path), path })
}

export default async function PolicyRoute({ params }: { params: Params }) {
  const { slug } = await params
  const policy = await load(slug)
  if (!policy) notFound()
  return <PolicyPage policy={policy} />
}
