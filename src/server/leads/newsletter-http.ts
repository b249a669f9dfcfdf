import 'server-only'

import { ApiError } from '@/server/platform/api/errors'
import { endpoint } from '@/server/endpoint'
import { noStoreJson } from '@/server/platform/http/form-envelope'
import { Limit } from '@/server/platform/http/rate-limit'
import { logger } from '@/server/platform/log'

import { leadEnvelope } from './http'
import { confirmSubscription, unsubscribe } from './newsletter'

/** Link clicks per client address: a guessing run gets 429s, a person never does. */
const linkLimit = new Limit({ name: 'newsletter-links', points: 30, durationSeconds: 60 })

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')

/** A redirect to one of our own pages, relative so it never leaves the site. */
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })

/** A person's browser (the page's button) rather than a mail client's one-click POST. */
const fromBrowser = (request: Request) =>
  request.headers.get('sec-fetch-mode') === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html')

/** A link's token, cut to what a token can be, for the page the link's GET opens. */
const pageWithToken = (page: string, request: Request) => seeOther(`${page}?token=${encodeURIComponent((tokenOf(request) ?? '').slice(0, 200))}`)

/**
 * The confirmation link of a sign-up email (GET): opens the page with the Confirm button and
 * confirms nothing, so a mail scanner that opens links subscribes nobody (issue 42).
 */
export const confirmPageRedirect = (request: Request): Response => pageWithToken('/newsletter/join', request)

/** The page's button (a POST, no script needed): confirms the sign-up of a valid link. */
export const confirmLinkEndpoint = endpoint({ envelope: leadEnvelope, limits: [linkLimit] }, async ({ request, payload }) => {
  const outcome = await confirmSubscription(payload, tokenOf(request)).catch((error: unknown) => {
    logger.error({ err: error }, 'newsletter confirmation failed')
    throw new ApiError('internal_error')
  })
  return seeOther(outcome === 'confirmed' ? '/newsletter/confirmed' : '/newsletter/link-invalid')
})

export const unsubscribePageRedirect = (request: Request): Response => pageWithToken('/newsletter/leave', request)

export const unsubscribeLinkEndpoint = endpoint({ envelope: leadEnvelope, limits: [linkLimit] }, async ({ request, payload }) => {
  const outcome = await unsubscribe(payload, tokenOf(request))
  if (fromBrowser(request)) return seeOther(outcome === 'unsubscribed' ? '/newsletter/unsubscribed' : '/newsletter/link-invalid')
  if (outcome === 'invalid') return noStoreJson({ ok: false, message: 'This unsubscribe link is not valid.' }, 400)
  return noStoreJson({ ok: true })
})
