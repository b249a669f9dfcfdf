import { recordAuthEvent } from '@/server/accounts/audit'
import { socialFailedMessage, socialSignIn, spendOidcState } from '@/server/accounts/social'
import { clientAddress } from '@/server/http/client-ip'
import { ApiError, errorResponse, respond } from '@/server/api/envelope'
import { route, type RouteContext } from '@/server/api/handler'
import { oidcCookie, readCookie } from '@/server/auth/cookies'
import { completeLogin, cookieName, OIDC_PROVIDERS, type OidcProvider, PROVIDER_LABELS, providerSettings, readPendingLogin } from '@/server/auth/oidc'
import { logger } from '@/server/log'

const isProvider = (value: unknown): value is OidcProvider => OIDC_PROVIDERS.includes(value as OidcProvider)

/**
 * Called by the site's /auth/{provider}/callback page with the provider's query. Every answer
 * clears the login cookie: a state is usable once.
 */
export const GET = route(async (request, payload, context: RouteContext<{ provider: string }>) => {
  const { provider } = await context.params
  if (!isProvider(provider)) return respond(404, null)
  const clear = { 'set-cookie': oidcCookie(cookieName(provider), '', 0) }
  const ip = clientAddress(request)
  const label = PROVIDER_LABELS[provider]
  const fail = async (detail: string, status: 400 | 503 = 400) => {
    await recordAuthEvent(payload, { type: 'social_failed', ip, detail: `${provider}: ${detail}` })
    return respond(status, null, status === 503 ? `${label} sign-in is not configured on this server.` : socialFailedMessage(label), clear)
  }

  const settings = providerSettings(provider)
  if (!settings) return fail('not configured', 503)
  const params = new URL(request.url).searchParams
  const pending = await readPendingLogin(provider, readCookie(request, cookieName(provider)))
  if (!pending) return fail('missing or invalid login cookie')
  if (params.get('state') !== pending.state) return fail('state mismatch')
  if (!params.get('code')) return fail(params.get('error') ?? 'no code')
  if (!(await spendOidcState(payload, provider, pending.state))) return fail('state replayed')

  let identity
  try {
    identity = await completeLogin(provider, settings, pending, params)
  } catch (err) {
    logger.warn({ err, provider }, 'social sign-in could not be verified')
    return fail(err instanceof Error ? err.message.slice(0, 200) : 'verification failed')
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
})
