import 'server-only'

import type { Payload } from 'payload'

import { isEditor } from '../../collections/access'
import type { Page } from '../../payload-types'
import { verifyPagePreviewToken } from './preview-token'
import { getLatestPage } from './queries'

export type PagePreviewResult = { status: 'ok'; page: Page } | { status: 'not-found' }

const validPath = (path: string) => path === '/' || /^(\/[a-z0-9]+(?:-[a-z0-9]+)*){1,4}$/.test(path)

/**
 * The latest version (draft or published) of the page at `path`, for a signed-in CMS editor
 * (session cookie in `headers`) or, when `allowToken`, the holder of a valid signed link.
 * Everyone else learns nothing, not even whether the page exists.
 */
export async function loadPagePreview(
  payload: Payload,
  path: string,
  token: string | undefined,
  headers: Headers,
  { allowToken = true }: { allowToken?: boolean } = {},
): Promise<PagePreviewResult> {
  if (!validPath(path)) return { status: 'not-found' }
  let allowed = allowToken && verifyPagePreviewToken(token, path)
  if (!allowed) {
    const { user } = await payload.auth({ headers })
    allowed = isEditor(user)
  }
  if (!allowed) return { status: 'not-found' }
  const page = await getLatestPage(payload, path)
  return page ? { status: 'ok', page } : { status: 'not-found' }
}
