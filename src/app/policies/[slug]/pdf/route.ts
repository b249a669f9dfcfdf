import { getPolicy, policySlugs } from '@/content/policies'

import { policyPdf } from './policy-pdf'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return policySlugs.map((slug) => ({ slug }))
}

/** GET /policies/{slug}/pdf: the policy as a downloadable PDF. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const policy = getPolicy((await params).slug)
  if (!policy) return new Response('Not found', { status: 404 })
  const bytes = policyPdf(policy)
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="erpz-${policy.slug}.pdf"`,
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
