import { getAppPayload } from '@/server/endpoint'
import { readBodyText } from '@/server/platform/http/json-body'
import { logger } from '@/server/platform/log'
import { withdrawApplication } from '@/server/careers/withdraw'

export const dynamic = 'force-dynamic'

/** The form's two fields (an id and a signature) fit many times over. */
const MAX_BODY_BYTES = 1000

const redirect = (query: string) => new Response(null, { status: 303, headers: { location: `/careers/withdraw?${query}`, 'cache-control': 'no-store' } })

/** POST /careers/withdraw/delete: the applicant's signed self-delete link, confirmed by a button. */
export async function POST(request: Request): Promise<Response> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.startsWith('application/x-www-form-urlencoded')) return redirect('invalid=1')
  // Bounded: reading stops past the limit, however much is sent (issue 42).
  const text = await readBodyText(request, MAX_BODY_BYTES).catch(() => 'too-large' as const)
  if (text === 'too-large') return new Response('The request body is too large.', { status: 413, headers: { 'cache-control': 'no-store' } })
  const form = new URLSearchParams(text)
  try {
    const done = await withdrawApplication(await getAppPayload(), form.get('a'), form.get('s'))
    return redirect(done ? 'done=1' : 'invalid=1')
  } catch (error) {
    logger.error({ err: error }, 'application could not be withdrawn')
    return new Response('The application could not be deleted. Please try again.', { status: 500, headers: { 'cache-control': 'no-store' } })
  }
}
