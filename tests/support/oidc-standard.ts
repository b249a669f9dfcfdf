/**
 * A standard OpenID provider for the social sign-in tests: panva's oidc-provider (an
 * OpenID-certified implementation nobody on this project wrote), served over https on 127.0.0.1
 * with a throwaway certificate, as a production server requires (decision 054).
 *
 * It answers as the standards say, RFC 9207 included: every authorization response, an error
 * one too, carries `iss`, and its discovery document announces it. `iss` chooses how much of that
 * it keeps, to stand for the providers met in the wild (decision 154):
 * - 'announced': as oidc-provider is (Keycloak since 23, certified providers);
 * - 'unannounced': sends `iss` but its discovery document doesn't say so (Google today);
 * - 'none': neither (a provider from before RFC 9207).
 *
 * Nobody types into its pages: the person who signs in next is chosen with `setIdentity`, and
 * `cancelNext` makes the next sign-in end as a press of Cancel does (`access_denied`).
 * `rewriteNextIss` changes the `iss` of the next answer, as a mix-up attack or a broken proxy would.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'

import Provider, { interactionPolicy } from 'oidc-provider'

export type IssBehaviour = 'announced' | 'unannounced' | 'none'
export type StandardIdentity = { sub: string } & Record<string, unknown>
export type ProviderClient = { clientId: string; clientSecret: string; redirectUri: string }

export type StandardProvider = Awaited<ReturnType<typeof startStandardProvider>>

export async function startStandardProvider(options: {
  tls: { keyFile: string; certFile: string }
  iss: IssBehaviour
  clients: ProviderClient[]
}) {
  const server = https.createServer({ key: fs.readFileSync(options.tls.keyFile), cert: fs.readFileSync(options.tls.certFile) })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const issuer = `https://127.0.0.1:${(server.address() as AddressInfo).port}`

  const accounts = new Map<string, StandardIdentity>()
  const control: { identity: StandardIdentity; cancel: boolean; nextIss: string | null | undefined } = {
    identity: { sub: 'user-1' },
    cancel: false,
    nextIss: undefined,
  }
  /** Every answer sent back to a client's redirect URI, as sent. */
  const answers: URL[] = []

  // Google sends prompt=select_account; a requestable prompt like login and consent.
  const policy = interactionPolicy.base()
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }))

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })
  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // Microsoft's tenant and object ids ride in the ID token, as Entra ID puts them there.
    claims: { openid: ['sub', 'tid', 'oid'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const identity = accounts.get(id)
      if (!identity) return undefined
      return { accountId: id, claims: async () => ({ ...identity, sub: id }) }
    },
  })

  const redirectUris = options.clients.map((client) => client.redirectUri)
  provider.use(async (ctx, next) => {
    // The person's part of the sign-in, done at once: who signs in, consent, or Cancel.
    if (ctx.method === 'GET' && ctx.path.startsWith('/interaction/')) {
      const details = await provider.interactionDetails(ctx.req, ctx.res)
      let result
      if (control.cancel) {
        control.cancel = false
        result = { error: 'access_denied', error_description: 'End-User aborted interaction' }
      } else {
        const identity = control.identity
        accounts.set(identity.sub, identity)
        const grant = new provider.Grant({ accountId: identity.sub, clientId: String(details.params.client_id) })
        grant.addOIDCScope(String(details.params.scope))
        result = { login: { accountId: identity.sub }, consent: { grantId: await grant.save() }, select_account: {} }
      }
      const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false })
      ctx.status = 303
      ctx.set('location', returnTo)
      ctx.body = ''
      return
    }
    await next()
    if (ctx.path === '/.well-known/openid-configuration' && options.iss !== 'announced' && ctx.body && typeof ctx.body === 'object') {
      delete (ctx.body as Record<string, unknown>).authorization_response_iss_parameter_supported
    }
    const location = ctx.response.get('location')
    if (location && redirectUris.some((uri) => location.startsWith(`${uri}?`))) {
      const answer = new URL(location)
      if (options.iss === 'none') answer.searchParams.delete('iss')
      if (control.nextIss !== undefined) {
        answer.searchParams.delete('iss')
        if (control.nextIss !== null) answer.searchParams.set('iss', control.nextIss)
        control.nextIss = undefined
      }
      ctx.set('location', answer.href)
      answers.push(answer)
    }
  })
  server.on('request', provider.callback())

  return {
    issuer,
    answers,
    /** Claims of whoever signs in next (sub, email, email_verified, tid, oid...). */
    setIdentity(identity: StandardIdentity) {
      control.identity = identity
    },
    /** The next sign-in ends as a press of Cancel does: `error=access_denied`. */
    cancelNext() {
      control.cancel = true
    },
    /** The next answer carries this `iss` instead (null: none at all). */
    rewriteNextIss(iss: string | null) {
      control.nextIss = iss
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
