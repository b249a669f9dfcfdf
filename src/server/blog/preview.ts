import 'server-only'

import type { Payload } from 'payload'

import { isEditor } from '../../collections/access'
import { getLatestDraft, type PostDetail } from './queries'
import { verifyPreviewToken } from './preview-token'

export type PreviewResult = { status: 'ok'; post: PostDetail } | { status: 'not-found' }

/**
 * The draft under a slug, for a logged-in CMS editor (Payload session cookie in `headers`) or
 * the holder of a valid signed link. Everyone else learns nothing, not even whether it exists.
 */
export async function loadPreview(payload: Payload, slug: string, token: string | undefined, headers: Headers): Promise<PreviewResult> {
  let allowed = verifyPreviewToken(token, slug)
  if (!allowed) {
    const { user } = await payload.auth({ headers })
    allowed = isEditor(user)
  }
  if (!allowed) return { status: 'not-found' }
  const post = await getLatestDraft(payload, slug)
  return post ? { status: 'ok', post } : { status: 'not-found' }
}
