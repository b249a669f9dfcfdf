import 'server-only'

import type { Payload } from 'payload'

import { SIGN_IN_UNAVAILABLE_PATH } from '@/lib/onboarding/config'
import { errorResponse, respond } from '@/server/platform/api/envelope'
import { ApiError } from '@/server/platform/api/errors'
import { oidcCookie, readCookie } from '@/server/auth/cookies'
import {
  beginLogin,
  completeLogin,
  cookieName,
  loginFailureDetail,
  OIDC_COOKIE_MAX_AGE_S,
  OIDC_PROVIDERS,
  type OidcProvider,
  PROVIDER_LABELS,
  ProviderAnswerError,
  providerSettings,
  readPendingLogin,
} from '@/server/auth/oidc'
import { logger } from '@/server/platform/log'

import { recordAuthEvent } from './audit'
import { socialCancelledMessage, socialFailedMessage, socialSignIn, spendOidcState } from './social'

export const isProvider = (value: unknown): value is OidcProvider => OIDC_PROVIDERS.includes(value as OidcProvider)

/** Why `provider` cannot be used now: not configured on this server, or its provider did not answer. */
export function unavailableMessage(provider: OidcProvider): string {
  const label = PROVIDER_LABELS[provider]
  return providerSettings(provider)
    ? `${label} sign-in is unavailable right now. Please try again later.`
    : `${label} sign-in is not configured on this server. Please sign up or sign in with your email address.`
}

/**
 * The browser navigates here, so a browser is sent to the site's page (which answers 503, see
 * src/proxy.ts); an API client gets the JSON envelope with the same message.
 */
function unavailable(request: Request, provider: OidcProvider): Response {
  if ((request.headers.get('accept') ?? '').includes('text/html')) {
    return new Response(null, {
      status: 303,
      headers: { location: `${SIGN_IN_UNAVAILABLE_PATH}?provider=${provider}`, 'cache-control': 'no-store' },
    })
  }
  return errorResponse(new ApiError('unavailable', unavailableMessage(provider)))
}

/** GET /workspace/auth/login/{provider}: redirects to the provider with a cookie binding the attempt to this browser. */
export async function startSocialLogin(request: Request, provider: string): Promise<Response> {
  if (!isProvider(provider)) return errorResponse(new ApiError('not_found'))
  const settings = providerSettings(provider)
  if (!settings) return unavailable(request, provider)
  const invitation = new URL(request.url).searchParams.get('id')?.slice(0, 200) || undefined
  try {
    const { url, cookie } = await beginLogin(provider, settings, invitation)
    return new Response(null, {
      status: 302,
      headers: {
        location: url.toString(),
        'set-cookie': oidcCookie(cookieName(provider), cookie, OIDC_COOKIE_MAX_AGE_S),
        'cache-control': 'no-store',
      },
    })
  } catch (err) {
    logger.error({ err, provider }, 'could not reach the sign-in provider')
    return unavailable(request, provider)
  }
}

/**
 * GET /workspace/auth/{provider}/callback, called by the site's callback page with the
 * provider's whole answer (code, state, iss, error...). Every answer clears the login cookie: a
 * state is usable once. An error answer (the person cancelled) is recorded with the provider's
 * error code like any other failure.
 */
export async function finishSocialLogin(payload: Payload, request: Request, provider: string, ip: string): Promise<Response> {
  if (!isProvider(provider)) return errorResponse(new ApiError('not_found'))
  const clear = { 'set-cookie': oidcCookie(cookieName(provider), '', 0) }
  const label = PROVIDER_LABELS[provider]
  const fail = async (detail: string, code: 'bad_request' | 'unavailable' = 'bad_request', message = socialFailedMessage(label)) => {
    await recordAuthEvent(payload, { type: 'social_failed', ip, detail: `${provider}: ${detail}` })
    return errorResponse(new ApiError(code, code === 'unavailable' ? `${label} sign-in is not configured on this server.` : message, null, clear))
  }

  const settings = providerSettings(provider)
  if (!settings) return fail('not configured', 'unavailable')
  const params = new URL(request.url).searchParams
  const pending = await readPendingLogin(provider, readCookie(request, cookieName(provider)))
  if (!pending) return fail('missing or invalid login cookie')
  if (params.get('state') !== pending.state) return fail('state mismatch')
  if (!(await spendOidcState(payload, provider, pending.state))) return fail('state replayed')

  let identity
  try {
    identity = await completeLogin(provider, settings, pending, params)
  } catch (err) {
    if (err instanceof ProviderAnswerError) {
      const message = err.errorCode === 'access_denied' ? socialCancelledMessage(label) : socialFailedMessage(label)
      return fail(`provider answered ${err.errorCode}`, 'bad_request', message)
    }
    logger.warn({ err, provider }, 'social sign-in could not be verified')
    return fail(loginFailureDetail(err))
  }
  const invitation = params.get('invitation_code')?.slice(0, 200) || pending.invitation
  try {
    const result = await socialSignIn(payload, provider, identity, invitation, ip)
    return respond(200, result, 'Signed in successfully.', clear)
  } catch (error) {
    if (error instanceof ApiError) {
      const response = errorResponse(error)
      response.headers.append('set-cookie', clear['set-cookie'])
      return response
    }
    throw error
  }
}
