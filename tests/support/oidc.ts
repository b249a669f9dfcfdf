/** A local OpenID provider (oauth2-mock-server) on 127.0.0.1 for the social sign-in tests. */
import { OAuth2Server } from 'oauth2-mock-server'

export type MockIdentity = Record<string, unknown>

/** `tls` (PEM file paths) serves the provider over https, as a production server requires. */
export async function startOidcProvider(tls?: { keyFile: string; certFile: string }) {
  const server = new OAuth2Server(tls?.keyFile, tls?.certFile)
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  const state: { identity: MockIdentity; idTokenOverrides: MockIdentity } = { identity: { sub: 'user-1' }, idTokenOverrides: {} }
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, state.identity, state.idTokenOverrides)
  })
  return {
    issuer: server.issuer.url ?? '',
    /** Claims of the next tokens (sub, email, email_verified, tid, oid...). */
    setIdentity(identity: MockIdentity, idTokenOverrides: MockIdentity = {}) {
      state.identity = identity
      state.idTokenOverrides = idTokenOverrides
    },
    stop: () => server.stop(),
  }
}
