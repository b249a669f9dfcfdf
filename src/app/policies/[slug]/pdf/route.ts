import { unstable_cache } from 'next/cache'

import { isPolicySlug } from '@/lib/policies'
import { logger } from '@/server/platform/log'
import { loadPublishedPolicy } from '@/server/policies/cached'
import { POLICY_TAGS } from '@/server/policies/tags'

import { renderPolicyPdf } from './policy-pdf'

/**
 * GET /policies/{slug}/pdf: the published policy as a PDF, made from the stored document. Made on
 * the first request and kept (base64, in the data cache) under the policy's tags, which a publish
 * drops; nothing at build time, so a build needs no database. Only the five policies are answered.
 */
export const dynamic = 'force-dynamic'

const cachedPdf = (slug: string) =>
  unstable_cache(
    async () => {
      const policy = await loadPublishedPolicy(slug)
      return policy ? Buffer.from(await renderPolicyPdf(policy)).toString('base64') : null
    },
    ['policy-pdf', slug],
    { tags: [POLICY_TAGS.all, POLICY_TAGS.policy(slug)], revalidate: 60 * 60 * 24 },
  )()

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  if (!isPolicySlug(slug)) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  let pdf: string | null
  try {
    pdf = await cachedPdf(slug)
  } catch (error) {
    logger.error({ err: error, slug }, 'policy PDF failed')
    return new Response('The PDF could not be made just now. Please try again in a minute.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' } })
  }
  if (!pdf) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return new Response(Buffer.from(pdf, 'base64'), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="erpz-${slug}.pdf"`,
      // Short: a publish drops the server's copy at once; browsers and proxies recheck within minutes.
      'Cache-Control': 'public, max-age=300',
    },
  })
}
