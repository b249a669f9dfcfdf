import 'server-only'

import crypto from 'node:crypto'
import { Readable } from 'node:stream'

import Busboy from 'busboy'
import { fileTypeFromBuffer } from 'file-type'
import { createLocalReq, type Payload } from 'payload'

import { CAREERS, CV_TYPES } from '@/config/careers'
import { isOpenAt } from '@/lib/careers/job-posting'
import { APPLY_MESSAGES, ApplicationSchema, type ApplyErrorCode, isApplyErrorCode } from '@/lib/validation/application'
import { FORM_TOKEN_FIELD } from '@/lib/validation/shared'
import { botReason, replayReason } from '@/server/platform/http/bot-guard'
import { releaseFormToken } from '@/server/platform/http/form-token'
import { clientAddress, limitKey } from '@/server/platform/http/client-ip'
import { Limit } from '@/server/platform/http/rate-limit'
import { inTransaction } from '@/server/platform/db/transactions'
import { getAppPayload } from '@/server/endpoint'
import { logger } from '@/server/platform/log'
import { wakeOutbox } from '@/server/platform/outbox'

import { queueApplicationMails } from './mail'
import { findOpening } from './openings'
import { isWordDocument } from './word-document'

/** Applications per client address (the lead forms' defence, with a budget of its own). */
export const applyLimit = new Limit({ name: 'careers-apply', ...CAREERS.rateLimit })

/** A body past this is cut off unread: twice what a valid application can be. */
const HARD_CAP_BYTES = 2 * CAREERS.maxBodyBytes

type Parsed = {
  fields: Record<string, string>
  file: { name: string; bytes: Buffer; tooLarge: boolean } | null
  /** The form had more parts or larger fields than it can have. */
  malformed: boolean
}

class BodyTooLarge extends Error {}

/**
 * Reads a multipart body with busboy, keeping at most `CAREERS.maxCvBytes` of the CV in memory:
 * past that the rest of the file is read and dropped (so the browser gets our answer, not a reset)
 * up to HARD_CAP_BYTES, where reading stops.
 */
async function readMultipart(request: Request): Promise<Parsed> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!request.body || !contentType.toLowerCase().startsWith('multipart/form-data')) return { fields: {}, file: null, malformed: true }
  const parsed: Parsed = { fields: {}, file: null, malformed: false }
  let busboy: Busboy.Busboy
  try {
    busboy = Busboy({
      headers: { 'content-type': contentType },
      limits: { fileSize: CAREERS.maxCvBytes, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 24, fieldNameSize: 100 },
    })
  } catch {
    return { fields: {}, file: null, malformed: true }
  }
  const done = new Promise<void>((resolve, reject) => {
    busboy.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) parsed.malformed = true
      parsed.fields[name] = value
    })
    busboy.on('file', (name, stream, info) => {
      if (name !== 'cv' || parsed.file) {
        stream.resume()
        return
      }
      const chunks: Buffer[] = []
      const file = { name: info.filename ?? '', bytes: Buffer.alloc(0), tooLarge: false }
      parsed.file = file
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => {
        file.tooLarge = true
        chunks.length = 0
      })
      stream.on('end', () => {
        if (!file.tooLarge) file.bytes = Buffer.concat(chunks)
      })
    })
    busboy.on('partsLimit', () => (parsed.malformed = true))
    busboy.on('filesLimit', () => (parsed.malformed = true))
    busboy.on('fieldsLimit', () => (parsed.malformed = true))
    busboy.on('close', resolve)
    busboy.on('error', reject)
  })
  let total = 0
  const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>)
  source.on('data', (chunk: Buffer) => {
    total += chunk.length
    if (total > HARD_CAP_BYTES) source.destroy(new BodyTooLarge())
  })
  source.on('error', (error) => busboy.destroy(error))
  source.pipe(busboy)
  await done
  return parsed
}

const redirect = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
const applied = (slug: string) => redirect(`/careers/${slug}?applied=1#apply`)
const refuse = (slug: string, codes: ApplyErrorCode[]) => redirect(`/careers/${slug}?error=${codes.join(',')}#apply`)

/** Maps the schema's failures to the page's codes (each field has one message). */
function fieldCodes(issues: readonly { path: readonly PropertyKey[] }[]): ApplyErrorCode[] {
  const codes = new Set<ApplyErrorCode>()
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'invalid')
    codes.add(isApplyErrorCode(field) ? field : 'invalid')
  }
  return [...codes]
}

/** The CV's type from its bytes, or the refusal. */
async function checkCv(file: Parsed['file']): Promise<{ mime: string; ext: string } | ApplyErrorCode> {
  if (!file || (file.name === '' && file.bytes.length === 0 && !file.tooLarge)) return 'cv_missing'
  if (file.tooLarge) return 'cv_too_large'
  if (file.bytes.length === 0) return 'cv_empty'
  const detected = await fileTypeFromBuffer(file.bytes)
  const known = detected ? CV_TYPES[detected.mime] : undefined
  if (!detected || !known) return 'cv_type'
  // file-type names every compound file alike: Excel workbooks, installers and Outlook messages too.
  if (detected.mime === 'application/x-cfb' && !isWordDocument(file.bytes)) return 'cv_type'
  // A PDF must end as PDFs do (cross-reference and end-of-file markers), as Payload's own upload
  // check demands; a cut-off download would otherwise fail later as "could not be saved".
  if (detected.mime === 'application/pdf') {
    const tail = file.bytes.subarray(Math.max(0, file.bytes.length - 1024)).toString('latin1')
    if (!tail.includes('%%EOF') || !tail.includes('xref')) return 'cv_damaged'
  }
  return { mime: detected.mime, ext: known.ext }
}

/**
 * POST /careers/{slug}/apply, the role page's form (works without JavaScript): answered with a
 * 303 to the role page, `?applied=1` or `?error=code,…` (the page shows the words). Bots get the
 * success answer and nothing is stored, as on the lead forms. The CV is stored first, then the
 * application and its two mails in one transaction; a failure after the CV deletes it again, so
 * nothing is left half-stored.
 */
export async function handleApply(request: Request, slug: string): Promise<Response> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return new Response('Not found', { status: 404 })
  const client = limitKey(clientAddress(request))
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > HARD_CAP_BYTES) return refuse(slug, ['cv_too_large'])
  if (!(await applyLimit.consume(client)).allowed) {
    await request.body?.cancel().catch(() => {})
    return refuse(slug, ['rate_limited'])
  }
  const payload = await getAppPayload()
  const opening = await findOpening(payload, slug)
  if (!opening) return new Response('Not found', { status: 404 })

  let parsed: Parsed
  try {
    parsed = await readMultipart(request)
  } catch (error) {
    if (error instanceof BodyTooLarge) return refuse(slug, ['cv_too_large'])
    logger.info({ err: error }, 'application body could not be read')
    return refuse(slug, ['invalid'])
  }
  if (parsed.malformed) return refuse(slug, ['invalid'])
  if (!isOpenAt(opening, new Date())) return refuse(slug, ['closed'])

  // Bot checks first: a bot is answered like a person and nothing is stored. An expired token is
  // more likely a person who left the page open; they are asked to send the form again.
  const form = { thing: 'application', details: { slug } }
  const bot = botReason(form, parsed.fields)
  if (bot === 'expired') return refuse(slug, ['expired'])
  if (bot) return applied(slug)
  const token = parsed.fields[FORM_TOKEN_FIELD]

  const fields = ApplicationSchema.safeParse({
    name: parsed.fields.name ?? '',
    email: parsed.fields.email ?? '',
    phone: parsed.fields.phone ?? '',
    link: parsed.fields.link ?? '',
    coverNote: parsed.fields.coverNote ?? '',
    consent: parsed.fields.consent ?? '',
  })
  const codes: ApplyErrorCode[] = fields.success ? [] : fieldCodes(fields.error.issues)
  const cv = await checkCv(parsed.file)
  if (typeof cv === 'string') codes.push(cv)
  if (!fields.success || typeof cv === 'string' || !parsed.file) return refuse(slug, codes)

  if (await replayReason(form, token!)) return applied(slug)
  try {
    await storeApplication(payload, opening.id, fields.data, { bytes: parsed.file.bytes, ...cv })
  } catch (error) {
    await releaseFormToken(token!)
    logger.error({ err: error }, 'application could not be stored')
    return refuse(slug, ['failed'])
  }
  wakeOutbox()
  return applied(slug)
}

/** Stores the CV, then the application with its mails in one transaction; undoes the CV on failure. */
export async function storeApplication(
  payload: Payload,
  openingId: number | string,
  data: import('@/lib/validation/application').ApplicationInput,
  cv: { bytes: Buffer; mime: string; ext: string },
): Promise<string> {
  // A random name: nothing about the applicant or their own file name is in the stored file's name.
  const name = `${crypto.randomUUID()}.${cv.ext}`
  const stored = await payload.create({
    collection: 'cvs',
    data: {},
    file: { data: cv.bytes, mimetype: cv.mime, name, size: cv.bytes.length },
    overrideAccess: true,
  })
  const req = await createLocalReq({}, payload)
  let applicationId: string | undefined
  try {
    return await inTransaction(
      req,
      async () => {
        const application = await payload.create({
          collection: 'job-applications',
          data: {
            opening: Number.isNaN(Number(openingId)) ? (openingId as number) : Number(openingId),
            status: 'new',
            name: data.name,
            email: data.email,
            phone: data.phone || null,
            link: data.link || null,
            coverNote: data.coverNote,
            cv: stored.id,
            consentedAt: new Date().toISOString(),
          },
          overrideAccess: true,
          req,
        })
        applicationId = String(application.id)
        await queueApplicationMails(payload, applicationId, req)
        return applicationId
      },
      {
        undo: async () =>
          applicationId &&
          payload.delete({ collection: 'job-applications', id: applicationId, overrideAccess: true, context: { deletionReason: 'staff' } }),
      },
    )
  } catch (error) {
    // The CV was stored before the transaction (a file is no row): it goes whatever the database did.
    await payload.delete({ collection: 'cvs', id: stored.id, overrideAccess: true }).catch(() => {})
    throw error
  }
}

export { APPLY_MESSAGES }
