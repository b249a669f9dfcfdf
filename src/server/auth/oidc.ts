import 'server-only'

import * as client from 'openid-client'
import { errors, jwtVerify, SignJWT } from 'jose'

import { OIDC_COOKIE_MAX_AGE_S } from '@/config/behaviour'
import { env } from '@/env'

export const OIDC_PROVIDERS = ['google', 'microsoft'] as const
export type OidcProvider = (typeof OIDC_PROVIDERS)[number]

export const PROVIDER_LABELS: Record<OidcProvider, string> = { google: 'Google', microsoft: 'Microsoft' }
export { OIDC_COOKIE_MAX_AGE_S }
const COOKIE_AUDIENCE = 'erpz-oidc-login'

type ProviderSettings = { issuer: string; clientId: string; clientSecret: string }

export function providerSettings(provider: OidcProvider): ProviderSettings | null {
  const settings =
    provider === 'google'
      ? { issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : { issuer: env.MICROSOFT_ISSUER, clientId: env.MICROSOFT_CLIENT_ID, clientSecret: env.MICROSOFT_CLIENT_SECRET }
  if (!settings.clientId || !settings.clientSecret) return null
  return { issuer: settings.issuer, clientId: settings.clientId, clientSecret: settings.clientSecret }
}

/**
 * The providers this server can sign in with (a client id and secret are set), in display order.
 * Only these names reach the browser: the sign-in page shows a button for each and no other.
 */
export function configuredProviders(): OidcProvider[] {
  return OIDC_PROVIDERS.filter((provider) => providerSettings(provider) !== null)
}

/** Plain http is allowed only for a loopback issuer outside production (local mock providers). */
export function allowsInsecureIssuer(issuer: string): boolean {
  const url = new URL(issuer)
  return (
    env.NODE_ENV !== 'production' &&
    url.protocol === 'http:' &&
    (url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]')
  )
}

const configurations = new Map<string, Promise<client.Configuration>>()

async function configuration(settings: ProviderSettings): Promise<client.Configuration> {
  const cacheKey = `${settings.issuer}|${settings.clientId}`
  let pending = configurations.get(cacheKey)
  if (!pending) {
    const insecure = allowsInsecureIssuer(settings.issuer)
    pending = client.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
      execute: insecure ? [client.allowInsecureRequests] : [],
      timeout: 10,
    })
    configurations.set(cacheKey, pending)
    pending.catch(() => configurations.delete(cacheKey))
  }
  return pending
}

export const redirectUri = (provider: OidcProvider) => `${env.PUBLIC_URL}/auth/${provider}/callback`
export const cookieName = (provider: OidcProvider) => `erpz_oidc_${provider}`

type PendingLogin = { state: string; verifier: string; nonce: string; invitation?: string }

const cookieKey = () => new TextEncoder().encode(`${env.JWT_SECRET}:oidc-login`)

/** Starts a sign-in: the provider URL and the signed cookie value that binds it to this browser. */
export async function beginLogin(provider: OidcProvider, settings: ProviderSettings, invitation?: string) {
  const config = await configuration(settings)
  const pending: PendingLogin = {
    state: client.randomState(),
    verifier: client.randomPKCECodeVerifier(),
    nonce: client.randomNonce(),
    ...(invitation ? { invitation } : {}),
  }
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(provider),
    scope: 'openid email profile',
    response_type: 'code',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    ...(provider === 'google' ? { prompt: 'select_account' } : {}),
  })
  const cookie = await new SignJWT({ ...pending, provider })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(COOKIE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${OIDC_COOKIE_MAX_AGE_S}s`)
    .sign(cookieKey())
  return { url, cookie }
}

export async function readPendingLogin(provider: OidcProvider, cookie: string | undefined): Promise<PendingLogin | null> {
  if (!cookie) return null
  try {
    const { payload } = await jwtVerify(cookie, cookieKey(), { algorithms: ['HS256'], audience: COOKIE_AUDIENCE })
    if (payload.provider !== provider) return null
    const { state, verifier, nonce, invitation } = payload
    if (typeof state !== 'string' || typeof verifier !== 'string' || typeof nonce !== 'string') return null
    return { state, verifier, nonce, invitation: typeof invitation === 'string' ? invitation : undefined }
  } catch (error) {
    if (error instanceof errors.JOSEError) return null
    throw error
  }
}

export type VerifiedIdentity = {
  key: string
  email: string | null
  emailVerified: boolean
}

/** The parameters of an authorization response (RFC 6749 4.1.2, RFC 9207); nothing else is read. */
export const AUTHORIZATION_RESPONSE_PARAMETERS = ['code', 'state', 'iss', 'error', 'error_description', 'error_uri'] as const

/** An RFC 6749 error code is %x20-21 / %x23-5B / %x5D-7E; anything else is not recorded as sent. */
const ERROR_CODE = /^[\x20\x21\x23-\x5B\x5D-\x7E]{1,100}$/

/** The provider answered with an error (the person cancelled, or the provider refused). */
export class ProviderAnswerError extends Error {
  constructor(readonly errorCode: string) {
    super(`the provider answered ${errorCode}`)
    this.name = 'ProviderAnswerError'
  }
}

/** What went wrong, for the auth events: openid-client's summary and the check that failed. */
export function loginFailureDetail(error: unknown): string {
  if (!(error instanceof Error)) return 'verification failed'
  const cause = error instanceof client.ClientError && error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.message}${cause}`.slice(0, 300)
}

/**
 * Exchanges the code (PKCE) and validates the ID token (issuer, audience, nonce, signature).
 * `params` is the provider's answer as the browser received it: openid-client checks it whole,
 * so an `iss` naming another issuer, or a missing one from a provider that announces it
 * (RFC 9207), is refused before any code exchange, and so is an error answer (ProviderAnswerError).
 * The identity key is issuer + subject; for Microsoft, tenant + object id (never the email).
 */
export async function completeLogin(
  provider: OidcProvider,
  settings: ProviderSettings,
  pending: PendingLogin,
  params: URLSearchParams,
): Promise<VerifiedIdentity> {
  const config = await configuration(settings)
  const current = new URL(redirectUri(provider))
  // Every value as it came, repeated ones too (openid-client refuses a parameter given twice).
  for (const name of AUTHORIZATION_RESPONSE_PARAMETERS) {
    for (const value of params.getAll(name)) current.searchParams.append(name, value)
  }
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>
  try {
    tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    })
  } catch (error) {
    if (error instanceof client.AuthorizationResponseError) {
      throw new ProviderAnswerError(ERROR_CODE.test(error.error) ? error.error : 'an unreadable error code')
    }
    throw error
  }
  const claims = tokens.claims()
  if (!claims) throw new Error('the provider returned no ID token')
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null
  if (provider === 'microsoft') {
    const { tid, oid } = claims
    if (typeof tid !== 'string' || typeof oid !== 'string' || !tid || !oid) throw new Error('Microsoft ID token without tid/oid')
    return { key: `microsoft:${tid}:${oid}`, email, emailVerified: claims.email_verified === true || claims.xms_edov === true }
  }
  return { key: `google:${claims.iss}:${claims.sub}`, email, emailVerified: claims.email_verified === true }
}
