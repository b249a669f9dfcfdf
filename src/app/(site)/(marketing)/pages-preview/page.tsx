import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { PageDocument } from '@/blocks/render-page'
import { site } from '@/config/site'
import config from '@/payload.config'
import { logger } from '@/server/platform/log'
import { loadPagePreview, type PagePreviewResult } from '@/server/pages/preview'

// Reading the session makes this page dynamic, so Next.js answers with `Cache-Control: no-store`.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: `Preview | ${site.product}`,
  robots: { index: false, follow: false, nocache: true },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

function Message({ text, alert }: { text: string; alert?: boolean }) {
  return (
    <section className="px-4 pb-24 pt-36 text-center sm:px-6">
      <p role={alert ? 'alert' : 'status'} className="text-xl font-semibold text-brand-dark">
        {text}
      </p>
    </section>
  )
}

/** A page's latest draft behind a signed link (`/pages-preview?path=…&token=…`), or for a signed-in editor. */
export default async function PagePreview({ searchParams }: Props) {
  const query = await searchParams
  const path = typeof query.path === 'string' ? query.path.slice(0, 400) : ''
  const token = typeof query.token === 'string' ? query.token : undefined
  let result: PagePreviewResult
  try {
    result = await loadPagePreview(await getPayload({ config }), path, token, await headers())
  } catch (error) {
    logger.error({ err: error, path }, 'page preview failed to load')
    return <Message alert text="Failed to load preview. Please check the URL or try again later." />
  }
  if (result.status !== 'ok') return <Message text="Preview not found" />
  return (
    <>
      <div role="note" className="fixed inset-x-0 top-16 z-40 bg-amber-400 px-4 py-2 text-center text-sm font-bold tracking-wide text-amber-950">
        PREVIEW MODE - This content is not published yet
      </div>
      <PageDocument page={result.page} />
    </>
  )
}
