import 'server-only'

import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

/**
 * A CV downloads as `<candidate>-<role>.<ext>` (issue 46), not as its stored name (a random UUID).
 * Payload's own file route still answers (access, storage, ranges); this endpoint, listed before
 * it, renames the attachment once it answered with the file.
 */

/** `Anna Kumar` + `Plant Data Engineer` + `pdf` → `Anna-Kumar-Plant-Data-Engineer.pdf` (ASCII), and the UTF-8 original. */
export function cvDownloadName(candidate: string, role: string, ext: string): { ascii: string; utf8: string } {
  const clean = (value: string) => value.normalize('NFKC').replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ').trim().replace(/\s+/g, '-').slice(0, 80)
  const utf8 = `${[clean(candidate), clean(role)].filter(Boolean).join('-') || 'cv'}.${ext}`
  const ascii = utf8.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/-{2,}/g, '-').replace(/^-+|-+(?=\.[^.]*$)/g, '')
  return { ascii: ascii.startsWith('.') ? `cv.${ext}` : ascii, utf8 }
}

const extOf = (filename: string) => /\.([A-Za-z0-9]{1,5})$/.exec(filename)?.[1]?.toLowerCase() ?? 'pdf'

async function renamed(req: PayloadRequest, response: Response, filename: string): Promise<Response> {
  if (response.status !== 200 && response.status !== 206) return response
  const cv = await req.payload.db.findOne<{ id: number }>({ collection: 'cvs', where: { filename: { equals: filename } }, req })
  const application = cv
    ? await req.payload.db.findOne<{ id: number; name?: string; opening?: number | { id: number } }>({ collection: 'job-applications', where: { cv: { equals: cv.id } }, req })
    : null
  if (!application) return response
  const openingId = typeof application.opening === 'object' ? application.opening?.id : application.opening
  const opening = openingId == null ? null : await req.payload.db.findOne<{ id: number; title?: string }>({ collection: 'openings', where: { id: { equals: openingId } }, req })
  const name = cvDownloadName(application.name ?? '', opening?.title ?? '', extOf(filename))
  const headers = new Headers(response.headers)
  headers.set('content-disposition', `attachment; filename="${name.ascii}"; filename*=UTF-8''${encodeURIComponent(name.utf8)}`)
  return new Response(response.body, { status: response.status, headers })
}

/** The CV collection's `/file/:filename`, answered by Payload's own handler and renamed. */
export const cvDownloadEndpoint: Endpoint = {
  path: '/file/:filename',
  method: 'get',
  handler: async (req) => {
    const builtIn = req.payload.collections.cvs.config.endpoints
    const own = Array.isArray(builtIn) ? builtIn.find((endpoint) => endpoint.path === '/file/:filename' && endpoint.method === 'get' && endpoint.handler !== cvDownloadHandler) : undefined
    if (!own) throw new Error("cvs: Payload's file endpoint is missing")
    const response = await own.handler(req)
    return renamed(req, response, String(req.routeParams?.filename ?? ''))
  },
}
const cvDownloadHandler: PayloadHandler = cvDownloadEndpoint.handler
