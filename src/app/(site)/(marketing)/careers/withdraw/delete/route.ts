import { getAppPayload } from '@/server/platform/http/endpoint'
import { logger } from '@/server/platform/log'
import { withdrawApplication } from '@/server/careers/withdraw'

export const dynamic = 'force-dynamic'

const redirect = (query: string) => new Response(null, { status: 303, headers: { location: `/careers/withdraw?${query}`, 'cache-control': 'no-store' } })

/** POST /careers/withdraw/delete: the applicant's signed self-delete link, confirmed by a button. */
export async function POST(request: Request): Promise<Response> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.startsWith('application/x-www-form-urlencoded')) return redirect('invalid=1')
  const text = await request.text().catch(() => '')
  if (text.length > 1000) return redirect('invalid=1')
  const form = new URLSearchParams(text)
  try {
    const done = await withdrawApplication(await getAppPayload(), form.get('a'), form.get('s'))
    return redirect(done ? 'done=1' : 'invalid=1')
  } catch (error) {
    logger.error({ err: error }, 'application could not be withdrawn')
    return new Response('The application could not be deleted. Please try again.', { status: 500, headers: { 'cache-control': 'no-store' } })
  }
}
