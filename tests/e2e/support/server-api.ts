/**
 * Seeding and reading the real workspace and auth API from the tests (Playwright's request
 * context, same origin as the browser), and a recorder of what the browser sends to it.
 */
import { createHash, randomBytes } from 'node:crypto'

import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test'

export const md5 = (value: string) => createHash('md5').update(value, 'utf8').digest('hex')

/** A name no other test of this run uses (the server's database lives for the whole run). */
export const unique = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex')}`

// Tests read answers loosely and assert on them; the assertion is the type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Envelope = { status: string; message: string; data: any }

async function call(request: APIRequestContext, method: 'POST' | 'PUT', path: string, body: unknown, token?: string) {
  const response = await request.fetch(path, {
    method,
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  const envelope = (await response.json()) as Envelope
  return { http: response.status(), ...envelope }
}

export type SeededAccount = { email: string; token: string; workspace: { id: string; name: string; company: string | null } | null }

/** An account made through the API, with nothing, a workspace, or a workspace and its company. */
export async function seedAccount(
  request: APIRequestContext,
  email: string,
  password: string,
  state: 'none' | 'workspace' | 'company' = 'none',
): Promise<SeededAccount> {
  const registered = await call(request, 'POST', '/workspace/auth/register', { email, password: md5(password) })
  expect(registered.http, registered.message).toBe(201)
  const token: string = registered.data.token
  if (state === 'none') return { email, token, workspace: null }

  const name = unique(email.split('@')[0]!.replace(/[^a-z0-9]/g, '')).slice(0, 30)
  const created = await call(request, 'POST', '/workspace/api/v1/workspace/create', { name }, token)
  expect(created.http, created.message).toBe(201)
  const workspace = { id: String(created.data.id), name, company: null as string | null }
  if (state === 'company') {
    const company = await call(request, 'POST', '/workspace/api/v1/company/create', { name, industryType: 'TEXTILE', workspace: workspace.id }, token)
    expect(company.http, company.message).toBe(201)
    workspace.company = String(company.data.id)
  }
  return { email, token, workspace }
}

/** Workspaces the token's account can see (owned or joined), companies populated. */
export async function listWorkspaces(request: APIRequestContext, token: string) {
  const listed = await call(request, 'POST', '/workspace/api/v1/workspace/list', { query: {}, options: { populate: 'company' } }, token)
  expect(listed.http, listed.message).toBe(200)
  return listed.data.data as Array<{ id: string; name: string; owner: string; company: { id: string; name: string; industryType: string } | string | null }>
}

export async function login(request: APIRequestContext, email: string, password: string) {
  return call(request, 'POST', '/workspace/auth/login', { username: email, password: md5(password) })
}

export type SentRequest = { method: string; path: string; body: unknown; authorization: string }

/** Records every call the page makes to the workspace and auth APIs (nothing is changed). */
export function recordApiCalls(page: Page) {
  const pending: Promise<SentRequest>[] = []
  const read = async (request: Request): Promise<SentRequest> => {
    let body: unknown = null
    try {
      body = request.postDataJSON()
    } catch {
      body = request.postData()
    }
    const headers = await request.allHeaders()
    return { method: request.method(), path: new URL(request.url()).pathname, body, authorization: headers.authorization ?? '' }
  }
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/workspace/')) pending.push(read(request))
  })
  return {
    async to(method: string, path: string | RegExp): Promise<SentRequest[]> {
      const all = await Promise.all(pending)
      return all.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)))
    },
    async all(): Promise<SentRequest[]> {
      return Promise.all(pending)
    },
  }
}
