import 'server-only'

import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import type { Page } from '@/payload-types'
import config from '@/payload.config'
import { isBuilding } from '@/server/platform/build-phase'

import { OWN_ROUTE_PATHS } from '@/blocks/own-routes'

import { getPublishedPage, listPublishedPages, type PageListing } from './queries'
import { SEED_PAGES, seedPageAt } from '../seed/pages'
import { PAGE_TAGS } from './tags'

const DAY = 60 * 60 * 24

/**
 * `next build` prerenders the pages from the seed documents (decision 157): a build never needs the
 * database. The prerendered HTML carries the `pages` tag, which every server expires once it is up
 * (src/server/pages/expire-on-start.ts), so what it serves comes from the stored documents.
 */

function seedAsPage(path: string): Page | null {
  const seed = seedPageAt(path)
  if (!seed) return null
  const { parentPath, ...data } = seed
  const now = new Date(0).toISOString()
  const page: Page = { ...data, id: 0, parent: parentPath ? seedAsPage(parentPath) : null, createdAt: now, updatedAt: now }
  return page
}

export const cachedPage = (path: string): Promise<Page | null> =>
  unstable_cache(
    async () => (isBuilding() ? seedAsPage(path) : getPublishedPage(await getPayload({ config }), path)),
    ['page', path],
    { tags: [PAGE_TAGS.all, PAGE_TAGS.page(path)], revalidate: DAY },
  )()

export const cachedPageList = (): Promise<PageListing[]> =>
  unstable_cache(
    async () =>
      isBuilding()
        ? SEED_PAGES.map((seed) => ({ path: seed.path, updatedAt: new Date(0).toISOString(), noindex: Boolean(seed.meta?.noindex), showInNav: Boolean(seed.showInNav), title: seed.title }))
        : listPublishedPages(await getPayload({ config })),
    ['page-list'],
    { tags: [PAGE_TAGS.all], revalidate: DAY },
  )()

/** The paths prerendered at build (the catch-all route's static params; `/` has its own route). */
export const prerenderedPaths = (): string[] => SEED_PAGES.map((seed) => seed.path).filter((path) => !OWN_ROUTE_PATHS.includes(path))
