/**
 * A stand-in for the accounts/workspace API (issue 6 contract), served through Playwright's
 * request interception so the onboarding UI can be tested before the real API is merged.
 * Every request is recorded for assertions. A real-API variant can replace `MockApi.install`
 * with seeding through the server and keep the same tests.
 */
import { createHash } from 'node:crypto'

import type { Page, Request, Route } from '@playwright/test'

export type MockWorkspace = { id: string; name: string; company: string | null }
export type MockAccount = { email: string; password: string; workspace: MockWorkspace | null }
export type RecordedRequest = { method: string; path: string; query: URLSearchParams; body: unknown; authorization: string }
export type SocialOutcome = { ok: true; workspaceName: string | null } | { ok: false; message: string }

export const md5 = (value: string) => createHash('md5').update(value, 'utf8').digest('hex')

type Json = Record<string, unknown>

export class MockApi {
  readonly accounts = new Map<string, MockAccount>()
  readonly takenNames = new Set<string>(['taken-co', 'admin', 'www'])
  readonly requests: RecordedRequest[] = []
  social: SocialOutcome = { ok: true, workspaceName: null }
  private nextId = 1

  static async install(page: Page): Promise<MockApi> {
    const api = new MockApi()
    await page.route('**/workspace/**', (route) => api.handle(route))
    // Named workspace hosts are outside this test server: answer them with a stub page.
    await page.route(/^https:\/\/[a-z0-9-]+\.erpz\.in\/?/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Workspace</title><h1>Workspace host</h1>' }),
    )
    return api
  }

  /** An account as the API would hold it; `state` picks the login routing case. */
  addAccount(email: string, password: string, state: 'none' | 'workspace' | 'company' = 'none'): MockAccount {
    const workspace =
      state === 'none' ? null : { id: this.id('ws'), name: email.split('@')[0]!.replace(/[^a-z0-9]/g, ''), company: state === 'company' ? this.id('co') : null }
    if (workspace) this.takenNames.add(workspace.name)
    const account = { email, password: md5(password), workspace }
    this.accounts.set(email, account)
    return account
  }

  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)))
  }

  private id(prefix: string) {
    return `${prefix}_${this.nextId++}`
  }

  private accountFor(request: RecordedRequest): MockAccount | undefined {
    const token = request.authorization.replace(/^Bearer /, '')
    return [...this.accounts.values()].find((a) => `jwt.${a.email}` === token)
  }

  private async handle(route: Route) {
    const request: Request = route.request()
    const url = new URL(request.url())
    let body: unknown = null
    try {
      body = request.postDataJSON()
    } catch {
      body = request.postData()
    }
    const recorded: RecordedRequest = {
      method: request.method(),
      path: url.pathname,
      query: url.searchParams,
      body,
      authorization: (await request.allHeaders()).authorization ?? '',
    }
    this.requests.push(recorded)
    const b = (body ?? {}) as Json
    const reply = (status: number, payload: Json) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(payload) })
    const success = (status: number, message: string, data: unknown) => reply(status, { status: 'SUCCESS', message, data })
    const key = `${recorded.method} ${url.pathname}`

    const social = /^GET \/workspace\/auth\/login\/(google|microsoft)$/.exec(key)
    if (social) {
      return route.fulfill({ status: 302, headers: { location: `/auth/${social[1]}/callback?code=mock-code&state=mock-state` } })
    }
    if (/^GET \/workspace\/auth\/(google|microsoft)\/callback$/.test(key)) {
      if (!this.social.ok) return reply(401, { status: 'UNAUTHORIZED', message: this.social.message, data: null })
      return success(200, 'Signed in', { token: 'jwt.social@example.com', workspaceName: this.social.workspaceName })
    }

    if (typeof b.password === 'string' && !/^[0-9a-f]{32}$/.test(b.password)) {
      return reply(400, { status: 'BAD_REQUEST', message: 'Password must be an MD5 hash', data: null })
    }

    switch (key) {
      case 'POST /workspace/auth/register': {
        const email = String(b.email)
        if (this.accounts.has(email)) {
          return reply(409, { status: 'CONFLICT', message: 'An account with this email already exists. Please sign in.', data: null })
        }
        this.accounts.set(email, { email, password: String(b.password), workspace: null })
        return success(201, 'Account created', { email, token: `jwt.${email}` })
      }
      case 'POST /workspace/auth/login': {
        const account = this.accounts.get(String(b.username))
        if (!account || account.password !== b.password) {
          return reply(401, { status: 'UNAUTHORIZED', message: 'Invalid email or password', data: null })
        }
        return success(200, 'Signed in', { workspace: account.workspace, token: `jwt.${account.email}` })
      }
      case 'POST /workspace/auth/forgot-password':
        return success(200, 'If the account exists, a reset link has been sent', null)
      case 'PUT /workspace/auth/reset-password':
        if (b.token !== 'valid-reset-token') return reply(400, { status: 'BAD_REQUEST', message: 'This reset link has expired or was already used', data: null })
        return success(200, 'Password updated', null)
    }

    const account = this.accountFor(recorded)
    if (!account) return reply(401, { status: 'UNAUTHORIZED', message: 'The admin does not have permission please try to login again.', data: null })

    if (key === 'POST /workspace/domain') {
      const name = String(b.name)
      const taken = this.takenNames.has(name) && account.workspace?.name !== name
      return taken ? success(201, 'This name is taken', { name }) : success(200, 'Available', { name })
    }
    if (key === 'POST /workspace/api/v1/workspace/create') {
      const name = String(b.name)
      if (this.takenNames.has(name) && account.workspace?.name !== name) {
        return reply(422, { status: 'VALIDATION_ERROR', message: 'This workspace URL is already taken. Please choose another.', data: null })
      }
      account.workspace ??= { id: this.id('ws'), name, company: null }
      this.takenNames.add(name)
      return success(201, 'Workspace created', { id: account.workspace.id, name: account.workspace.name })
    }
    const update = /^PUT \/workspace\/api\/v1\/workspace\/update\/(.+)$/.exec(key)
    if (update) {
      const workspace = account.workspace
      if (!workspace || workspace.id !== update[1]) return reply(404, { status: 'NOT_FOUND', message: 'Record does not exist', data: null })
      if (typeof b.name === 'string') workspace.name = b.name
      if (typeof b.company === 'string') workspace.company = b.company
      return success(200, 'Workspace updated', workspace)
    }
    if (key === 'POST /workspace/api/v1/company/create') {
      const workspace = account.workspace
      if (!workspace || workspace.id !== b.workspace) return reply(403, { status: 'FORBIDDEN', message: 'Authorised but forbidden', data: null })
      const company = { id: this.id('co'), name: b.name, industryType: b.industryType, workspace: b.workspace }
      workspace.company = company.id
      return success(201, 'Company created', company)
    }
    if (key === 'POST /workspace/api/v1/workspace_invitations/addBulk') {
      const list = Array.isArray(b.data) ? b.data : []
      return success(201, `${list.length} invitations sent`, list)
    }
    return reply(404, { status: 'NOT_FOUND', message: `No mock for ${key}`, data: null })
  }
}
