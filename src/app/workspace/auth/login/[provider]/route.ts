import { respond } from '@/server/api/envelope'
import { route, type RouteContext } from '@/server/api/handler'
import { oidcCookie } from '@/server/auth/cookies'
import {
  beginLogin,
  cookieName,
  OIDC_COOKIE_MAX_AGE_S,
  OIDC_PROVIDERS,
  type OidcProvider,
  PROVIDER_LABELS,
  providerSettings,
} from '@/server/auth/oidc'
import { logger } from '@/server/log'

const isProvider = (value: unknown): value is OidcProvider => OIDC_PROVIDERS.includes(value as OidcProvider)

/** The browser navigates here, so a problem is explained on a small page as well as in JSON. */
function unavailable(request: Request, message: string): Response {
  if ((request.headers.get('accept') ?? '').includes('text/html')) {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in unavailable | ERPZ</title></head><body style="font-family:Arial,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><main><h1>Sign-in unavailable</h1><p>${message}</p><p><a href="/onboarding/auth">Back to sign in</a></p></main></body></html>`
    return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
  }
  return respond(503, null, message)
}

export const GET = route(async (request, _payload, context: RouteContext<{ provider: string }>) => {
  const { provider } = await context.params
  if (!isProvider(provider)) return respond(404, null)
  const label = PROVIDER_LABELS[provider]
  const settings = providerSettings(provider)
  if (!settings) return unavailable(request, `${label} sign-in is not configured on this server. Please sign up or sign in with your email address.`)
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
    return unavailable(request, `${label} sign-in is unavailable right now. Please try again later.`)
  }
})
