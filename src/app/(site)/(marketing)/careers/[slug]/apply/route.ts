import { handleApply } from '@/server/careers/apply'

export const dynamic = 'force-dynamic'

/** POST /careers/{slug}/apply: the role page's apply form (multipart, works without JavaScript). */
export async function POST(request: Request, context: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await context.params
  return handleApply(request, slug)
}
