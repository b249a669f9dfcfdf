import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { PageDocument } from '@/blocks/render-page'
import { site } from '@/config/site'
import config from '@/payload.config'
import { logger } from '@/server/platform/log'
import { loadPagePreview, type PagePreviewResult } from '@/server/pages/preview'

import { RefreshRouteOnSave } from './refresh'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: `Live preview | ${site.product}`,
  robots: { index: false, follow: false, nocache: true },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The admin's live preview of a page (Payload live preview, in an iframe at 375 / 768 / 1280 px):
 * server-rendered from the latest draft for a signed-in editor, refreshed on every save. The only
 * route that loads the live-preview client; public pages never do.
 */
export default async function LivePagePreview({ searchParams }: Props) {
  const query = await searchParams
  const path = typeof query.path === 'string' ? query.path.slice(0, 400) : ''
  let result: PagePreviewResult
  try {
    result = await loadPagePreview(await getPayload({ config }), path, undefined, await headers(), { allowToken: false })
  } catch (error) {
    logger.error({ err: error, path }, 'live preview failed to load')
    result = { status: 'not-found' }
  }
  return (
    <>
      <RefreshRouteOnSave />
      {result.status === 'ok' ? (
        <PageDocument page={result.page} />
      ) : (
        <section className="px-4 pb-24 pt-36 text-center sm:px-6">
          <p role="status" className="text-xl font-semibold text-brand-dark">
            Preview not found: sign in to the CMS as an editor.
          </p>
        </section>
      )}
    </>
  )
}
