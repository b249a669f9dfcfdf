import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { PostArticle } from '@/components/blog/post-article'
import { PreviewBackTrap } from '@/components/blog/preview-guard'
import { ReadingProgress } from '@/components/blog/reading-progress'
import { site } from '@/config/site'
import { blogPayload } from '@/server/blog/cached'
import { loadPreview, type PreviewResult } from '@/server/blog/preview'
import { readingTime, renderLexical } from '@/server/blog/render'
import { logger } from '@/server/platform/log'

// Reading the session makes this page dynamic, so Next.js answers with `Cache-Control: no-store`.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: `Preview | ${site.product}`,
  robots: { index: false, follow: false, nocache: true },
}

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

function Message({ text, alert }: { text: string; alert?: boolean }) {
  return (
    <section className="px-4 pb-24 pt-36 text-center sm:px-6">
      <p role={alert ? 'alert' : 'status'} className="text-xl font-semibold text-brand-dark">
        {text}
      </p>
    </section>
  )
}

export default async function BlogPreviewPage({ params, searchParams }: Props) {
  const { slug } = await params
  const query = await searchParams
  const token = typeof query.token === 'string' ? query.token : undefined
  let result: PreviewResult
  try {
    result = await loadPreview(await blogPayload(), slug.slice(0, 128), token, await headers())
  } catch (error) {
    logger.error({ err: error, slug }, 'blog preview failed to load')
    return <Message alert text="Failed to load preview. Please check the URL or try again later." />
  }
  if (result.status !== 'ok') return <Message text="Preview not found" />
  const body = renderLexical(result.post.body)
  return (
    <>
      <PreviewBackTrap />
      <ReadingProgress />
      <div role="note" className="fixed inset-x-0 top-16 z-40 bg-amber-400 px-4 py-2 text-center text-sm font-bold tracking-wide text-amber-950">
        PREVIEW MODE - This content is not published yet
      </div>
      <PostArticle post={result.post} body={body} minutes={readingTime(body.words)} preview />
    </>
  )
}
