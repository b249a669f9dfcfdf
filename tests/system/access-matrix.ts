/**
 * Who may do what through Payload's REST API, proven against a production server (npm start) on
 * a dialect: every collection × every operation Payload exposes × every principal, checked by
 * status and, when refused, by reading the whole database before and after (nothing may change).
 * Then malformed ids and filters an attacker sends, and a fuzzer: never a 5xx.
 *
 * Each dialect runs it from a file of its own (access-matrix-sqlite.test.ts,
 * access-matrix-postgres.test.ts), so the two run side by side instead of one after the other in
 * the longest system file (decision 194, stop 59).
 */
import http from 'node:http'

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, cmsLogin, DIALECTS, type Dialect, freshDatabase, startAppServer, type AppServer, type Database } from '../support/app-server'
import { changedTables, openDbReader, type DbReader } from '../support/db-snapshot'
import { queryRows } from '../support/db-query'
import { md5 } from '../support/workspace-api'

const PRINCIPALS = ['anon', 'bearer', 'jwt', 'editor', 'sales', 'recruiter', 'support', 'admin'] as const
type Principal = (typeof PRINCIPALS)[number]
type Staff = 'editor' | 'sales' | 'recruiter' | 'support' | 'admin'

type CollectionOp = 'list' | 'count' | 'read' | 'create' | 'duplicate' | 'update' | 'bulkUpdate' | 'delete' | 'bulkDelete'
type VersionOp = 'versions' | 'versionRead' | 'restore'
type AuthOp = 'updateOwn' | 'setOwnRoles' | 'colleagueEmail' | 'me' | 'login' | 'forgotPassword' | 'resetPassword' | 'verify' | 'unlock'
type Op = CollectionOp | VersionOp | AuthOp | 'jobsRun' | 'access'

const COLLECTION_OPS: CollectionOp[] = ['list', 'count', 'read', 'create', 'duplicate', 'update', 'bulkUpdate', 'delete', 'bulkDelete']

// Principals: anon (no credentials); bearer / jwt: a customer's workspace-API token sent as
// `Authorization: Bearer …` / `JWT …`; editor, sales, recruiter, support, admin: CMS staff signed in through /api/users/login.
// A cell lists who is allowed; everyone else is refused. `~p`: p is allowed but only on its own
// documents (their own user's update, preferences, locks on what p may edit) or on published posts: the test's document is hidden from p.
const EVERYONE = 'anon bearer jwt editor sales recruiter support admin'
const STAFF = 'editor sales recruiter support admin'
const EDITORS = 'editor admin'
const SALES = 'sales admin'
const HR = 'recruiter admin'
/** Live Help's agents (issue 47): the support team, sales and admins. */
const AGENTS = 'support sales admin'
const ADMIN_ONLY = 'admin'
const NOBODY = ''

const rows = (read: string, create: string, update: string, del: string): Record<CollectionOp, string> => ({
  list: read,
  count: read,
  read,
  create,
  duplicate: create,
  update,
  bulkUpdate: update,
  delete: del,
  bulkDelete: del,
})

/** THE ACCESS MATRIX. */
const MATRIX: Record<string, Partial<Record<Op, string>>> = {
  users: {
    // Staff read colleagues (a document's "Last changed by" names them, decision 198); a colleague's email is the admins'.
    ...rows(STAFF, ADMIN_ONLY, '~editor ~sales ~recruiter ~support admin', ADMIN_ONLY),
    updateOwn: STAFF,
    setOwnRoles: ADMIN_ONLY,
    colleagueEmail: ADMIN_ONLY,
    me: STAFF,
    login: EVERYONE,
    forgotPassword: EVERYONE,
    resetPassword: NOBODY,
    verify: NOBODY,
    unlock: ADMIN_ONLY,
  },
  media: rows(EVERYONE, EDITORS, EDITORS, EDITORS),
  'erpz-blog-categories': rows(EVERYONE, EDITORS, EDITORS, EDITORS),
  'erpz-blogs': {
    ...rows('~anon ~bearer ~jwt ~sales ~recruiter ~support editor admin', EDITORS, EDITORS, EDITORS),
    versions: EDITORS,
    versionRead: EDITORS,
    restore: EDITORS,
  },
  // Policies (issue 31): editors draft them, only admins publish (checked on its own below) or delete.
  policies: {
    ...rows('~anon ~bearer ~jwt ~sales ~recruiter ~support editor admin', EDITORS, EDITORS, ADMIN_ONLY),
    versions: EDITORS,
    versionRead: EDITORS,
    restore: EDITORS,
  },
  // Marketing pages built from blocks (issue 31): editors edit and publish; visitors read published pages.
  pages: rows('~anon ~bearer ~jwt ~sales ~recruiter ~support editor admin', EDITORS, EDITORS, EDITORS),
  // Plans, add-ons and the comparison rows of /pricing (issue 31, decision 175): editors edit and
  // publish; visitors read the published ones (the test's documents are drafts).
  ...Object.fromEntries(
    ['plans', 'add-ons', 'comparison-rows'].map((slug) => [
      slug,
      { ...rows('~anon ~bearer ~jwt ~sales ~recruiter ~support editor admin', EDITORS, EDITORS, EDITORS), versions: EDITORS, versionRead: EDITORS, restore: EDITORS },
    ]),
  ),
  // Redirects (issue 31, decision 171): marketers and admins manage them; the proxy reads them without REST.
  redirects: rows(EDITORS, EDITORS, EDITORS, EDITORS),
  // The lead inbox (issue 46): sales work a lead (status, owner, next step, notes); what the visitor
  // sent stays as it was for them (field access; tests/integration/lead-inbox.test.ts).
  'erpz-demo-requests': rows(SALES, NOBODY, SALES, ADMIN_ONLY),
  'erpz-news-letters': rows(SALES, NOBODY, ADMIN_ONLY, ADMIN_ONLY),
  'webhook-deliveries': rows(SALES, NOBODY, NOBODY, ADMIN_ONLY),
  // Scheduler bookings (issue 17): made only by the public scheduler; sales read and cancel them.
  'erpz-bookings': rows(SALES, NOBODY, SALES, ADMIN_ONLY),
  // Live Help (issue 47): agents read conversations and messages; only the server writes them (through
  // /live-help and the inbox's routes, tests/system/live-help.test.ts); admins may delete.
  'live-help-conversations': rows(AGENTS, NOBODY, NOBODY, ADMIN_ONLY),
  'live-help-messages': rows(AGENTS, NOBODY, NOBODY, ADMIN_ONLY),
  // Canned replies: the agents keep them in the CMS.
  'live-help-replies': rows(AGENTS, AGENTS, AGENTS, AGENTS),
  // Careers (issue 27): roles are public; applications, their CVs and the deletion log are HR's only.
  openings: rows(EVERYONE, HR, HR, HR),
  'job-applications': rows(HR, NOBODY, HR, HR),
  // A CV is deleted with its application only (deleting it alone would orphan the application).
  cvs: rows(HR, NOBODY, NOBODY, NOBODY),
  'hr-deletions': rows(HR, NOBODY, NOBODY, ADMIN_ONLY),
  accounts: rows(SALES, NOBODY, ADMIN_ONLY, ADMIN_ONLY),
  'account-identities': rows(SALES, NOBODY, ADMIN_ONLY, ADMIN_ONLY),
  workspaces: rows(SALES, NOBODY, ADMIN_ONLY, ADMIN_ONLY),
  companies: rows(SALES, NOBODY, ADMIN_ONLY, ADMIN_ONLY),
  'workspace-invitations': rows(SALES, NOBODY, ADMIN_ONLY, ADMIN_ONLY),
  'password-reset-tokens': rows(ADMIN_ONLY, NOBODY, NOBODY, ADMIN_ONLY),
  'oidc-states': rows(ADMIN_ONLY, NOBODY, NOBODY, ADMIN_ONLY),
  'auth-events': rows(ADMIN_ONLY, NOBODY, NOBODY, ADMIN_ONLY),
  // The delivery outbox (decision 080): nobody writes it over REST; admins may look and clear.
  'erpz-outbox': rows(ADMIN_ONLY, NOBODY, NOBODY, ADMIN_ONLY),
  // First-party analytics (decision 180): written by /analytics/event only; a day's salt is read by nobody.
  'erpz-analytics-events': rows(ADMIN_ONLY, NOBODY, NOBODY, ADMIN_ONLY),
  'erpz-analytics-salts': rows(NOBODY, NOBODY, NOBODY, NOBODY),
  // Closed days rolled up by the worker (decision 182): the dashboard reads them on the server.
  'erpz-analytics-daily': rows(ADMIN_ONLY, NOBODY, NOBODY, ADMIN_ONLY),
  // Payload's own collections. Its job runner is unused (the outbox delivers), so nobody runs it.
  'payload-jobs': { ...rows(NOBODY, NOBODY, NOBODY, NOBODY), jobsRun: NOBODY },
  'payload-kv': rows(NOBODY, NOBODY, NOBODY, NOBODY),
  // Document locks of the admin UI: any staff member sees them; a lock is made, taken over or removed
  // only by someone who may update its document (here a blog category: editors), held by its sender.
  // Sales and recruiters lock their own kinds of documents (bookings, openings), not this one.
  // Support locks its canned replies, not this one.
  'payload-locked-documents': rows(STAFF, '~sales ~recruiter ~support editor admin', '~sales ~recruiter ~support editor admin', '~sales ~recruiter ~support editor admin'),
  // Admin UI preferences: each user their own (the test's document belongs to the editor). Payload's
  // `/:key` endpoints shadow count, read and delete by id: read and delete go by key, for the caller's
  // own preferences only, and `/count` is not reachable.
  'payload-preferences': (({ count: _count, ...cells }) => ({ ...cells, duplicate: 'editor ~sales ~recruiter ~support ~admin' }))(
    rows('editor ~sales ~recruiter ~support ~admin', STAFF, 'editor ~sales ~recruiter ~support ~admin', 'editor ~sales ~recruiter ~support ~admin'),
  ),
  // No REST endpoints at all.
  'payload-migrations': rows(NOBODY, NOBODY, NOBODY, NOBODY),
  '/api/access': { access: EVERYONE },
}

/** THE GLOBALS' MATRIX (issue 31): read = the published version; readDraft = `?draft=true` shows the draft. */
const GLOBAL_SLUGS = ['header', 'footer', 'site-settings'] as const
type GlobalSlug = (typeof GLOBAL_SLUGS)[number]
const GLOBAL_MATRIX: Record<GlobalSlug, { read: string; readDraft: string; versions: string; update: string; contactChannels?: string }> = {
  header: { read: EVERYONE, readDraft: EDITORS, versions: EDITORS, update: EDITORS },
  footer: { read: EVERYONE, readDraft: EDITORS, versions: EDITORS, update: EDITORS },
  'site-settings': { read: EVERYONE, readDraft: EDITORS, versions: EDITORS, update: EDITORS, contactChannels: ADMIN_ONLY },
}

type Outcome = 'allow' | 'own' | 'deny'

function outcome(cell: string, principal: Principal): Outcome {
  const words = cell.split(/\s+/)
  if (words.includes(principal)) return 'allow'
  if (words.includes(`~${principal}`)) return 'own'
  return 'deny'
}

const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** An operation in Payload's `/api/access` report: `true`, `{ permission, where }`, or absent when denied. */
const permission = (entry: unknown) => (typeof entry === 'boolean' ? entry : Boolean((entry as { permission?: boolean } | undefined)?.permission))

/** A valid page document at /{slug}: a title, a description and a Hero. */
const pageBody = (slug: string, status: 'draft' | 'published') => ({
  title: `Page ${slug}`,
  slug,
  meta: { description: 'Made by the access matrix.' },
  layout: [{ blockType: 'hero', style: 'page', title: `Page ${slug}` }],
  _status: status,
})

type Reply = { status: number; body: any } // eslint-disable-line @typescript-eslint/no-explicit-any

/** The whole matrix on `dialect`; skipped when this run has no such database (PostgreSQL needs TEST_DATABASE_URL). */
export function accessMatrix(dialect: Dialect) {
  describe.skipIf(!DIALECTS.includes(dialect))(`access matrix (${dialect})`, () => {
    let database: Database
    let server: AppServer
    let reader: DbReader
    const auth = {} as Record<Principal, string | null>
    const userId = {} as Record<Staff, number>
    let accountToken = ''
    let unique = 0
    const next = () => `${Date.now().toString(36)}${++unique}`

    /** Targets: a document of each collection that `~` principals must not see. */
    const target: Record<string, number | undefined> & { openingSlug?: string } = {}
    const victim = { id: 0, email: '', password: 'victim-password-123' }
    const probe = { email: '', password: 'probe-password-123' }
    /** Per collection with versions: the first version of its target document. */
    const versionId: Record<string, number> = {}
    let workspaceId = 0
    const leadTokens: string[] = []
    const preferenceKeys = new Map<number, string>()

    async function api(principal: Principal | null, method: string, path: string, body?: unknown): Promise<Reply> {
      const headers: Record<string, string> = {}
      const credential = principal ? auth[principal] : null
      if (credential) headers.authorization = credential
      let payloadBody: BodyInit | undefined
      if (body instanceof FormData) payloadBody = body
      else if (body !== undefined) {
        headers['content-type'] = 'application/json'
        payloadBody = JSON.stringify(body)
      }
      const response = await fetch(`${server.url}${path}`, { method, headers, body: payloadBody, redirect: 'manual' })
      const text = await response.text()
      let parsed: unknown = text
      try {
        parsed = JSON.parse(text)
      } catch {
        // not JSON; kept as text
      }
      return { status: response.status, body: parsed }
    }

    async function ok(principal: Principal | null, method: string, path: string, body?: unknown): Promise<Reply> {
      const reply = await api(principal, method, path, body)
      if (reply.status >= 300) throw new Error(`${method} ${path} as ${principal}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 400)}`)
      return reply
    }

    const mediaForm = (alt: string) => {
      const form = new FormData()
      form.append('file', new Blob([SAMPLE_PNG], { type: 'image/png' }), `${alt}.png`)
      form.append('_payload', JSON.stringify({ alt }))
      return form
    }

    async function leadToken(): Promise<string> {
      // The pool fetched up front saves the wait a fresh token needs; when it runs dry, fetch one more.
      const token = leadTokens.shift() ?? String((await ok(null, 'GET', '/leads/token')).body.token)
      const issued = Number(token.split('.')[0])
      const wait = issued + 2_100 - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      return token
    }

    const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\nstartxref\n0\n%%EOF\n')
    let applyClient = 40
    /** An application through the role page's form, from a loopback address of its own (the apply limit is per client). */
    async function applyFor(slug: string): Promise<{ application: number; cv: number }> {
      const form = new FormData()
      const fields = { formToken: await leadToken(), website: '', name: 'Matrix Applicant', email: `applicant-${next()}@example.com`, phone: '', link: '', coverNote: 'A cover note long enough for the form.', consent: 'yes' }
      for (const [name, value] of Object.entries(fields)) form.append(name, value)
      form.append('cv', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'cv.pdf')
      const encoded = new Request('http://encode.invalid/', { method: 'POST', body: form })
      const body = Buffer.from(await encoded.arrayBuffer())
      const location = await new Promise<string>((resolve, reject) => {
        const request = http.request(`${server.url}/careers/${slug}/apply`, {
          method: 'POST',
          headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.length) },
          localAddress: `127.0.0.${++applyClient}`,
          agent: false,
        }, (response) => {
          response.resume()
          response.on('end', () => resolve(String(response.headers.location)))
        })
        request.on('error', reject)
        request.end(body)
      })
      if (!location.includes('applied=1')) throw new Error(`application refused: ${location}`)
      const latest = (await ok('admin', 'GET', '/api/job-applications?sort=-id&limit=1&depth=0')).body.docs[0]
      return { application: Number(latest.id), cv: Number(latest.cv) }
    }
    const openingSlug = () => String(target.openingSlug ?? '')

    async function register(): Promise<{ id: number; token: string; email: string }> {
      const email = `customer-${next()}@matrix.test`
      const reply = await ok(null, 'POST', '/workspace/auth/register', { email, password: md5('customer-password') })
      const token = String(reply.body.data.token)
      const found = await ok('admin', 'GET', `/api/accounts?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
      return { id: Number(found.body.docs[0].id), token, email }
    }

    const latestId = async (slug: string) => Number((await ok('admin', 'GET', `/api/${slug}?sort=-id&limit=1&depth=0`)).body.docs[0]?.id)
    /** Forgot-password makes its token in a mail job (the outbox), moments after it answers. */
    async function resetTokenFor(email: string): Promise<number> {
      const before = (await latestId('password-reset-tokens')) || 0
      await ok(null, 'POST', '/workspace/auth/forgot-password', { email })
      for (let i = 0; i < 200; i++) {
        const id = await latestId('password-reset-tokens')
        if (id > before) return id
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error(`no reset token was made for ${email}`)
    }

    /** A fresh document for an allowed delete, or null where the REST API offers no way to make one. */
    async function throwaway(slug: string, principal: Principal): Promise<number | null> {
      switch (slug) {
        case 'users':
          return Number((await ok('admin', 'POST', '/api/users', { email: `gone-${next()}@matrix.test`, password: 'gone-password-123', roles: ['editor'] })).body.doc.id)
        case 'media':
          return Number((await ok('admin', 'POST', '/api/media', mediaForm(`gone-${next()}`))).body.doc.id)
        case 'erpz-blog-categories':
          return Number((await ok('admin', 'POST', '/api/erpz-blog-categories', { name: `Gone ${next()}` })).body.doc.id)
        case 'erpz-blogs':
          return Number((await ok('admin', 'POST', '/api/erpz-blogs', { title: `Gone ${next()}`, description: 'Throwaway.', _status: 'draft' })).body.doc.id)
        case 'policies':
          return Number((await ok('admin', 'POST', '/api/policies?draft=true', policyBody(`Gone ${next()}`, 'draft'))).body.doc.id)
        case 'pages':
          return Number((await ok('admin', 'POST', '/api/pages', pageBody(`gone-${next()}`, 'draft'))).body.doc.id)
        case 'plans':
        case 'add-ons':
        case 'comparison-rows':
          return Number((await ok('admin', 'POST', `/api/${slug}?draft=true`, pricingBody(slug, 'draft'))).body.doc.id)
        case 'redirects':
          return Number((await ok('admin', 'POST', '/api/redirects', { from: `/gone-${next()}`, to: { type: 'custom', url: '/pricing' } })).body.doc.id)
        case 'erpz-demo-requests': {
          await ok(null, 'POST', '/leads/contact', {
            name: 'Gone Lead', email: `lead-${next()}@example.com`, company: 'Gone Co', message: 'Throwaway lead.', website: '', formToken: await leadToken(),
          })
          return latestId(slug)
        }
        case 'erpz-bookings': {
          const slots = await ok(null, 'GET', '/scheduler/slots?type=demo&tz=UTC')
          const start = String(slots.body.days[0].slots[0].start)
          await ok(null, 'POST', '/scheduler/book?type=demo', {
            fullName: 'Booked Visitor', email: `booking-${next()}@example.com`, companyName: 'Booked Co', message: 'A booked demo for the matrix.',
            start, timeZone: 'UTC', website: '', formToken: await leadToken(),
          })
          return latestId(slug)
        }
        case 'openings':
          return Number((await ok('admin', 'POST', '/api/openings', createBody('openings'))).body.doc.id)
        case 'job-applications':
          return (await applyFor(openingSlug())).application
        case 'cvs':
          return (await applyFor(openingSlug())).cv
        case 'hr-deletions': {
          const made = await applyFor(openingSlug())
          await ok('admin', 'DELETE', `/api/job-applications/${made.application}`)
          return latestId(slug)
        }
        case 'erpz-news-letters':
          await ok(null, 'POST', '/leads/newsletter', { email: `news-${next()}@example.com`, website: '', formToken: await leadToken() })
          return latestId(slug)
        case 'live-help-replies':
          return Number((await ok('admin', 'POST', '/api/live-help-replies', createBody(slug))).body.doc.id)
        case 'live-help-conversations':
        case 'live-help-messages':
          // A visitor's first message (no cookie: a new conversation) makes one of each.
          await ok(null, 'POST', '/live-help', { action: 'send', body: `Matrix chat ${next()}`, email: `chat-${next()}@example.com` })
          return latestId(slug)
        case 'accounts':
          return (await register()).id
        case 'auth-events':
          await register()
          return latestId(slug)
        case 'workspaces':
        case 'companies': {
          const account = await register()
          const headers = { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' }
          const created = await fetch(`${server.url}/workspace/api/v1/workspace/create`, { method: 'POST', headers, body: JSON.stringify({ name: `gone-${next()}` }) })
          const workspace = ((await created.json()) as { data: { id: string } }).data.id
          if (slug === 'workspaces') return Number(workspace)
          const company = await fetch(`${server.url}/workspace/api/v1/company/create`, {
            method: 'POST', headers, body: JSON.stringify({ name: 'Gone Co', industryType: 'TECHNOLOGY', workspace }),
          })
          return Number(((await company.json()) as { data: { id: string } }).data.id)
        }
        case 'workspace-invitations': {
          const reply = await fetch(`${server.url}/workspace/api/v1/workspace_invitations/addBulk`, {
            method: 'POST',
            headers: { authorization: `Bearer ${accountToken}`, 'content-type': 'application/json' },
            body: JSON.stringify({ data: [{ email: `invitee-${next()}@matrix.test` }], workspace: String(workspaceId) }),
          })
          if (!reply.ok) throw new Error(`addBulk: ${reply.status}`)
          return latestId(slug)
        }
        case 'password-reset-tokens': {
          const account = await register()
          return resetTokenFor(account.email)
        }
        case 'payload-locked-documents': {
          // A lock on a category of its own: a lock on the matrix's category would refuse its updates (423).
          const locked = Number((await ok('admin', 'POST', '/api/erpz-blog-categories', { name: `Locked ${next()}` })).body.doc.id)
          return Number((await ok('admin', 'POST', '/api/payload-locked-documents', {
            document: { relationTo: 'erpz-blog-categories', value: locked },
            globalSlug: null,
            user: { relationTo: 'users', value: userId.admin },
          })).body.doc.id)
        }
        case 'payload-preferences': {
          const owner = principal === 'admin' || principal === 'sales' || principal === 'editor' ? principal : 'editor'
          const key = `gone-${next()}`
          await ok(owner, 'POST', `/api/payload-preferences/${key}`, { value: { gone: true } })
          const id = Number((await ok(owner, 'GET', `/api/payload-preferences?where[key][equals]=${key}&depth=0`)).body.docs[0].id)
          preferenceKeys.set(id, key)
          return id
        }
        default:
          return null
      }
    }

    /** A valid policy: a unique slug, a date, a one-paragraph body. */
    function policyBody(title: string, status: 'draft' | 'published') {
      const text = { type: 'text', text: 'A clause.', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }
      const paragraph = { type: 'paragraph', children: [text], direction: 'ltr', format: '', indent: 0, textFormat: 0, version: 1 }
      return {
        title,
        slug: `matrix-${next()}`,
        lastUpdated: '2026-01-01T12:00:00.000Z',
        body: { root: { type: 'root', children: [paragraph], direction: 'ltr', format: '', indent: 0, version: 1 } },
        _status: status,
      }
    }

    /** A valid plan, add-on or comparison row (a row without values: every plan "not included"). */
    function pricingBody(slug: string, status: 'draft' | 'published') {
      const id = next()
      switch (slug) {
        case 'plans':
          return {
            name: `Matrix Plan ${id}`, shortName: 'Matrix', key: `matrix-${id}`, description: 'A plan made by the matrix.', price: 100, currency: 'INR', unit: 'user', period: 'month',
            features: [{ text: 'Patience' }], cta: { label: 'Start', href: '/contact' }, order: 900, _status: status,
          }
        case 'add-ons':
          return { name: `Matrix Add-on ${id}`, description: 'An add-on made by the matrix.', currency: 'INR', order: 900, _status: status }
        default:
          return { group: 'Matrix', feature: `Matrix row ${id}`, cells: [], order: 900, _status: status }
      }
    }

    /** Bodies for create and update: valid where someone is allowed, so only access decides. */
    function createBody(slug: string): unknown {
      switch (slug) {
        case 'users':
          return { email: `new-${next()}@matrix.test`, password: 'new-password-1234', roles: ['admin'] }
        case 'media':
          return mediaForm(`new-${next()}`)
        case 'erpz-blog-categories':
          return { name: `New ${next()}` }
        case 'erpz-blogs':
          return { title: `New ${next()}`, description: 'Created by the matrix.', _status: 'published' }
        case 'policies':
          return policyBody(`New ${next()}`, 'draft')
        case 'pages':
          return pageBody(`new-${next()}`, 'published')
        case 'plans':
        case 'add-ons':
        case 'comparison-rows':
          return pricingBody(slug, 'published')
        case 'redirects':
          return { from: `/new-${next()}`, to: { type: 'custom', url: '/pricing' } }
        case 'payload-locked-documents':
          return { document: { relationTo: 'erpz-blog-categories', value: target['erpz-blog-categories'] }, globalSlug: null, user: { relationTo: 'users', value: userId.admin } }
        case 'payload-preferences':
          return { key: `new-${next()}`, value: { a: 1 }, user: { relationTo: 'users', value: userId.editor } }
        case 'erpz-demo-requests':
          return { kind: 'contact', name: 'Forged', email: 'forged@example.com', company_name: 'Forged', message: 'forged' }
        case 'erpz-news-letters':
          return { email: `forged-${next()}@example.com` }
        case 'live-help-replies':
          return { title: `Reply ${next()}`, body: 'Thanks for writing to us.' }
        case 'accounts':
          return { email: `forged-${next()}@example.com`, tokenVersion: 0, emailVerified: true }
        case 'openings': {
          const slug = `matrix-role-${next()}`
          return {
            title: `Matrix role ${slug}`, slug, status: 'open', hiringContact: 'hiring@matrix.test', department: 'Matrix', location: 'Hyderabad, India',
            workplaceType: 'on-site', addressCountry: 'IN', employmentType: 'FULL_TIME', requirements: [{ requirement: 'Patience' }],
            description: { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children: [{ type: 'text', text: 'A role made by the matrix.', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }] }] } },
          }
        }
        case 'job-applications':
          return { opening: target.openings, name: 'Forged', email: 'forged@example.com', coverNote: 'Forged cover note here.', consentedAt: new Date().toISOString() }
        default:
          return { name: 'forged', email: 'forged@example.com' }
      }
    }

    const UPDATES: Record<string, Record<string, unknown>> = {
      users: { name: 'Renamed' },
      media: { alt: 'Renamed' },
      'erpz-blog-categories': { name: 'Renamed category' },
      'erpz-blogs': { title: 'Renamed post' },
      policies: { title: 'Renamed policy' },
      pages: { title: 'Renamed page' },
      plans: { name: 'Renamed plan' },
      'add-ons': { name: 'Renamed add-on' },
      'comparison-rows': { feature: 'Renamed row' },
      redirects: { to: { type: 'custom', url: '/about' } },
      'erpz-demo-requests': { status: 'contacted', next_step: 'Call back' },
      'erpz-news-letters': { source_page: '/renamed' },
      'webhook-deliveries': { error: 'renamed' },
      'erpz-bookings': { status: 'cancelled' },
      accounts: { email: 'renamed@matrix.test' },
      'account-identities': { email: 'renamed@matrix.test' },
      workspaces: { name: 'renamed-workspace' },
      companies: { name: 'Renamed Co' },
      'workspace-invitations': { status: 'revoked' },
      'password-reset-tokens': { usedAt: '2020-01-01T00:00:00.000Z' },
      'oidc-states': { provider: 'renamed' },
      'auth-events': { detail: 'renamed' },
      openings: { title: 'Renamed role' },
      'job-applications': { status: 'screening' },
      cvs: { filename: 'renamed.pdf' },
      'hr-deletions': { reason: 'staff' },
      'erpz-outbox': { status: 'done' },
      'erpz-analytics-events': { path: '/renamed' },
      'erpz-analytics-salts': { salt: 'renamed' },
      'erpz-analytics-daily': { value: 'renamed' },
      'payload-jobs': { queue: 'renamed' },
      'live-help-conversations': { status: 'closed' },
      'live-help-messages': { body: 'renamed' },
      'live-help-replies': { title: 'Renamed reply' },
      'payload-kv': { data: { renamed: true } },
      'payload-locked-documents': { user: { relationTo: 'users', value: userId.admin } },
      'payload-preferences': { value: { renamed: true } },
      'payload-migrations': { name: 'renamed' },
    }

    const failures: string[] = []
    const tally = new Map<string, { allow: number; own: number; deny: number }>()
    function record(principal: Principal, op: Op, result: Outcome) {
      const key = `${principal}|${op}`
      const entry = tally.get(key) ?? { allow: 0, own: 0, deny: 0 }
      entry[result]++
      tally.set(key, entry)
    }
    function check(condition: boolean, what: string, reply: Reply) {
      if (!condition) failures.push(`${what}: got ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`)
    }

    /**
     * Waits until the outbox has no item due: an allowed step before (a cancelled booking's mails,
     * a reset mail) queues work the server's worker finishes moments later, which a refused
     * request's before/after snapshots must not mistake for its own doing.
     */
    async function outboxSettled(): Promise<void> {
      for (let i = 0; i < 200; i++) {
        const pending = await queryRows<{ run_at: string | Date }>(database, "select run_at from erpz_outbox where status = 'pending'")
        if (!pending.some((item) => new Date(item.run_at).getTime() <= Date.now() + 1_000)) return
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error('the outbox did not settle within 10 s')
    }

    /** Runs a refused request and proves, from the database itself, that nothing changed. */
    async function refused(what: string, request: () => Promise<Reply>, statuses: number[]): Promise<Reply> {
      await outboxSettled()
      const before = await reader.snapshot()
      const reply = await request()
      const after = await reader.snapshot()
      check(statuses.includes(reply.status), `${what} (expected ${statuses.join('/')})`, reply)
      const changed = changedTables(before, after)
      if (changed.length > 0) failures.push(`${what}: refused, yet changed ${changed.join(', ')}`)
      return reply
    }

    const table = (slug: string) => slug.replace(/-/g, '_')
    const ids = (reply: Reply): number[] => (Array.isArray(reply.body?.docs) ? reply.body.docs.map((doc: { id: number }) => Number(doc.id)) : [])

    async function runCollectionOp(slug: string, op: CollectionOp, principal: Principal, expected: Outcome) {
      const what = `${principal} ${op} ${slug}`
      const id = target[slug] ?? 999_999
      const base = `/api/${slug}`
      const noEndpoints = slug === 'payload-migrations'
      const denied = noEndpoints ? [404] : [403]
      // Hidden documents answer as if absent (404), or a bulk operation that finds nothing.
      const hidden = [403, 404]
      // A bulk change whose every document a hook refuses (a lock on what p may not edit) answers 400, changing nothing.
      const bulkHidden = (reply: Reply) => hidden.includes(reply.status) || ([200, 400].includes(reply.status) && ids(reply).length === 0)

      if (slug === 'payload-preferences' && (op === 'read' || op === 'delete')) return runPreferenceOp(op, principal, expected)

      switch (op) {
        case 'list': {
          const reply = await api(principal, 'GET', `${base}?depth=0&limit=1000`)
          if (expected === 'deny') return check(denied.includes(reply.status), what, reply)
          check(reply.status === 200, what, reply)
          if (target[slug] !== undefined) check(ids(reply).includes(id) === (expected === 'allow'), `${what}: target ${expected === 'allow' ? 'missing' : 'visible'}`, reply)
          return
        }
        case 'count': {
          const reply = await api(principal, 'GET', `${base}/count`)
          if (expected === 'deny') return check(denied.includes(reply.status), what, reply)
          const total = await reader.count(table(slug))
          check(reply.status === 200 && (expected === 'allow' ? reply.body.totalDocs === total : reply.body.totalDocs < total), `${what} (of ${total})`, reply)
          return
        }
        case 'read': {
          const reply = await api(principal, 'GET', `${base}/${id}?depth=0`)
          if (expected === 'deny') return check(denied.includes(reply.status), what, reply)
          if (expected === 'own') return check(reply.status === 404, what, reply)
          return check(target[slug] === undefined ? reply.status === 404 : reply.status === 200 && Number(reply.body.id) === id, what, reply)
        }
        case 'create': {
          // `own`: p creates only on documents of its own (a lock on what it may edit), not the test's.
          if (expected !== 'allow') {
            await refused(what, () => api(principal, 'POST', base, createBody(slug)), denied)
            return
          }
          const before = await reader.count(table(slug))
          const reply = await api(principal, 'POST', base, createBody(slug))
          check(reply.status === 201 && (await reader.count(table(slug))) === before + 1, what, reply)
          return
        }
        case 'duplicate': {
          if (expected !== 'allow') {
            await refused(what, () => api(principal, 'POST', `${base}/${id}/duplicate`, {}), noEndpoints ? [404] : [403, 404])
            return
          }
          // Allowed: access lets it through (unique fields may still refuse the copy with a 400).
          const reply = await api(principal, 'POST', `${base}/${id}/duplicate`, {})
          check(![401, 403].includes(reply.status) && reply.status < 500, what, reply)
          return
        }
        case 'update': {
          const body = UPDATES[slug]
          if (expected !== 'allow') {
            await refused(what, () => api(principal, 'PATCH', `${base}/${id}`, body), expected === 'own' ? hidden : denied)
            return
          }
          const reply = await api(principal, 'PATCH', `${base}/${id}`, body)
          if (target[slug] === undefined) return check(reply.status === 404, what, reply)
          const [field, value] = Object.entries(body ?? {})[0] ?? []
          check(reply.status === 200 && (typeof value !== 'string' || field === undefined || reply.body.doc?.[field] === value || field === 'usedAt'), what, reply)
          return
        }
        case 'bulkUpdate': {
          const body = UPDATES[slug]
          if (expected === 'deny') {
            // Every document at once: the shape of the anonymous takeover this test exists for.
            await refused(what, () => api(principal, 'PATCH', `${base}?where[id][greater_than]=0`, body), denied)
            return
          }
          if (expected === 'own') {
            const reply = await refused(what, () => api(principal, 'PATCH', `${base}?where[id][equals]=${id}`, body), [200, 400, 403, 404])
            check(bulkHidden(reply), `${what}: updated a hidden document`, reply)
            return
          }
          const reply = await api(principal, 'PATCH', `${base}?where[id][equals]=${id}`, body)
          check(reply.status === 200 && ids(reply).length === (target[slug] === undefined ? 0 : 1), what, reply)
          return
        }
        case 'delete': {
          if (expected !== 'allow') {
            await refused(what, () => api(principal, 'DELETE', `${base}/${id}`), expected === 'own' ? hidden : denied)
            return
          }
          const doomed = await throwaway(slug, principal)
          const reply = await api(principal, 'DELETE', `${base}/${doomed ?? 999_999}`)
          if (doomed === null) return check(reply.status === 404, what, reply)
          const gone = await api('admin', 'GET', `${base}?where[id][equals]=${doomed}&depth=0`)
          check(reply.status === 200 && (slug === 'payload-preferences' || ids(gone).length === 0), what, reply)
          return
        }
        case 'bulkDelete': {
          if (expected === 'deny') {
            await refused(what, () => api(principal, 'DELETE', `${base}?where[id][greater_than]=0`), denied)
            return
          }
          if (expected === 'own') {
            const reply = await refused(what, () => api(principal, 'DELETE', `${base}?where[id][equals]=${id}`), [200, 400, 403, 404])
            check(bulkHidden(reply), `${what}: deleted a hidden document`, reply)
            return
          }
          const doomed = await throwaway(slug, principal)
          const reply = await api(principal, 'DELETE', `${base}?where[id][equals]=${doomed ?? 999_999}`)
          check(reply.status === 200 && ids(reply).length === (doomed === null ? 0 : 1), what, reply)
          return
        }
      }
    }

    /** Preferences are read and deleted by key, and only ever the caller's own. */
    async function runPreferenceOp(op: 'read' | 'delete', principal: Principal, expected: Outcome) {
      const what = `${principal} ${op} payload-preferences`
      const key = preferenceKeys.get(target['payload-preferences'] ?? 0) ?? 'missing'
      if (op === 'read') {
        const reply = await api(principal, 'GET', `/api/payload-preferences/${key}`)
        // Anyone asking for a key gets their own preference under it: the editor's stays the editor's.
        return check(reply.status === 200 && (expected === 'allow' ? reply.body.value?.matrix === true : reply.body.value == null), what, reply)
      }
      if (expected !== 'allow') {
        await refused(what, () => api(principal, 'DELETE', `/api/payload-preferences/${key}`), expected === 'own' ? [404] : [401])
        return
      }
      const doomed = await throwaway('payload-preferences', principal)
      const reply = await api(principal, 'DELETE', `/api/payload-preferences/${preferenceKeys.get(doomed ?? 0)}`)
      const left = await reader.count('payload_preferences')
      check(reply.status === 200 && Number(reply.body.id) === doomed, `${what} (${left} left)`, reply)
    }

    async function runOtherOp(slug: string, op: Exclude<Op, CollectionOp>, principal: Principal, expected: Outcome) {
      const what = `${principal} ${op} ${slug}`
      const staff = principal === 'editor' || principal === 'sales' || principal === 'recruiter' || principal === 'support' || principal === 'admin' ? principal : null
      switch (op) {
        case 'versions': {
          const reply = await api(principal, 'GET', `/api/${slug}/versions?depth=0&where[parent][equals]=${target[slug]}`)
          return check(expected === 'allow' ? reply.status === 200 && ids(reply).includes(versionId[slug]!) : reply.status === 403, what, reply)
        }
        case 'versionRead': {
          const reply = await api(principal, 'GET', `/api/${slug}/versions/${versionId[slug]}?depth=0`)
          return check(expected === 'allow' ? reply.status === 200 : reply.status === 403, what, reply)
        }
        case 'restore': {
          if (expected === 'deny') {
            await refused(what, () => api(principal, 'POST', `/api/${slug}/versions/${versionId[slug]}`, {}), [403])
            return
          }
          const reply = await api(principal, 'POST', `/api/${slug}/versions/${versionId[slug]}`, {})
          return check(reply.status === 200, what, reply)
        }
        case 'updateOwn': {
          if (!staff) {
            await refused(what, () => api(principal, 'PATCH', `/api/users/${victim.id}`, { name: 'Mine now' }), [403])
            return
          }
          const reply = await api(principal, 'PATCH', `/api/users/${userId[staff]}`, { name: `Own ${principal}` })
          return check(reply.status === 200 && reply.body.doc?.name === `Own ${principal}`, what, reply)
        }
        case 'setOwnRoles': {
          if (!staff) {
            await refused(what, () => api(principal, 'PATCH', `/api/users/${victim.id}`, { roles: ['admin'] }), [403])
            return
          }
          await api(principal, 'PATCH', `/api/users/${userId[staff]}`, { roles: ['admin'] })
          const roles = (await ok('admin', 'GET', `/api/users/${userId[staff]}?depth=0`)).body.roles as string[]
          const reply: Reply = { status: 0, body: roles }
          return check(expected === 'allow' ? roles.includes('admin') : !roles.includes('admin'), `${what}: roles now ${roles.join(',')}`, reply)
        }
        case 'colleagueEmail': {
          if (!staff) {
            await refused(what, () => api(principal, 'GET', `/api/users/${victim.id}?depth=0`), [403])
            return
          }
          const reply = await api(principal, 'GET', `/api/users/${victim.id}?depth=0`)
          return check(reply.status === 200 && (expected === 'allow' ? reply.body.email === victim.email : reply.body.email === undefined && typeof reply.body.name === 'string'), what, reply)
        }
        case 'me': {
          const reply = await api(principal, 'GET', '/api/users/me')
          return check(reply.status === 200 && (staff ? Number(reply.body.user?.id) === userId[staff] : reply.body.user === null), what, reply)
        }
        case 'login': {
          const reply = await api(principal, 'POST', '/api/users/login', { email: probe.email, password: probe.password })
          return check(reply.status === 200 && typeof reply.body.token === 'string', what, reply)
        }
        case 'forgotPassword': {
          const reply = await api(principal, 'POST', '/api/users/forgot-password', { email: probe.email })
          return check(reply.status === 200, what, reply)
        }
        case 'resetPassword':
          await refused(what, () => api(principal, 'POST', '/api/users/reset-password', { token: 'not-a-reset-token', password: 'taken-over-123' }), [403])
          return
        case 'verify':
          await refused(what, () => api(principal, 'POST', '/api/users/verify/not-a-token', {}), [404])
          return
        case 'unlock': {
          if (expected === 'deny') {
            await refused(what, () => api(principal, 'POST', '/api/users/unlock', { email: victim.email }), [403])
            return
          }
          const reply = await api(principal, 'POST', '/api/users/unlock', { email: victim.email })
          return check(reply.status === 200, what, reply)
        }
        case 'jobsRun': {
          const reply = await api(principal, 'GET', '/api/payload-jobs/run')
          return check(expected === 'allow' ? reply.status === 200 : reply.status === 401 || reply.status === 403, what, reply)
        }
        case 'access': {
          const reply = await api(principal, 'GET', '/api/access')
          check(reply.status === 200, what, reply)
          // Payload's own report of this principal's permissions must agree with the matrix.
          for (const [collection, cells] of Object.entries(MATRIX)) {
            if (collection.startsWith('/') || collection === 'payload-migrations') continue
            for (const [operation, cell] of [['read', cells.read], ['create', cells.create], ['update', cells.update], ['delete', cells.delete]] as const) {
              const reported = permission(reply.body?.collections?.[collection]?.[operation])
              const allowed = outcome(cell ?? '', principal) !== 'deny'
              if (reported !== allowed) failures.push(`${what}: /api/access says ${collection}.${operation} = ${reported}, the matrix says ${allowed}`)
            }
          }
          return
        }
      }
    }

    beforeAll(async () => {
      database = await freshDatabase(dialect, 'erpz_matrix')
      server = await startAppServer(database, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } })
      reader = await openDbReader(database)
      for (let i = 0; i < 16; i++) leadTokens.push(String((await ok(null, 'GET', '/leads/token')).body.token))

      auth.anon = null
      auth.admin = await cmsLogin(server, ADMIN.email, ADMIN.password)
      userId.admin = Number((await ok('admin', 'GET', '/api/users/me')).body.user.id)
      for (const role of ['editor', 'sales', 'recruiter', 'support'] as const) {
        const email = `${role}-${next()}@matrix.test`
        const created = await ok('admin', 'POST', '/api/users', { email, password: `${role}-password-123`, roles: [role] })
        userId[role] = Number(created.body.doc.id)
        auth[role] = await cmsLogin(server, email, `${role}-password-123`)
      }
      victim.email = `victim-${next()}@matrix.test`
      victim.id = Number((await ok('admin', 'POST', '/api/users', { email: victim.email, password: victim.password, roles: ['editor'] })).body.doc.id)
      probe.email = `probe-${next()}@matrix.test`
      await ok('admin', 'POST', '/api/users', { email: probe.email, password: probe.password, roles: ['editor'] })
      target.users = victim.id

      // A customer of the workspace API, with a workspace, a company, an invitation and a reset token.
      const account = await register()
      accountToken = account.token
      auth.bearer = `Bearer ${accountToken}`
      auth.jwt = `JWT ${accountToken}`
      target.accounts = account.id
      target['auth-events'] = await latestId('auth-events')
      const bearer = { authorization: `Bearer ${accountToken}`, 'content-type': 'application/json' }
      const workspace = await fetch(`${server.url}/workspace/api/v1/workspace/create`, { method: 'POST', headers: bearer, body: JSON.stringify({ name: `matrix-${next()}` }) })
      workspaceId = Number(((await workspace.json()) as { data: { id: string } }).data.id)
      target.workspaces = workspaceId
      const company = await fetch(`${server.url}/workspace/api/v1/company/create`, {
        method: 'POST', headers: bearer, body: JSON.stringify({ name: 'Matrix Mills', industryType: 'TECHNOLOGY', workspace: String(workspaceId) }),
      })
      target.companies = Number(((await company.json()) as { data: { id: string } }).data.id)
      target['workspace-invitations'] = (await throwaway('workspace-invitations', 'admin')) ?? undefined
      target['password-reset-tokens'] = await resetTokenFor(account.email)

      // Content: a category, a published post, a draft post (hidden from visitors) with two versions, an image.
      target['erpz-blog-categories'] = Number((await ok('admin', 'POST', '/api/erpz-blog-categories', { name: `Matrix ${next()}` })).body.doc.id)
      await ok('admin', 'POST', '/api/erpz-blogs', { title: 'Published post', description: 'Visible to all.', _status: 'published' })
      const draft = await ok('admin', 'POST', '/api/erpz-blogs', { title: 'Draft post', description: 'Editors only.', _status: 'draft' })
      target['erpz-blogs'] = Number(draft.body.doc.id)
      await ok('admin', 'PATCH', `/api/erpz-blogs/${target['erpz-blogs']}?draft=true`, { title: 'Draft post, second version', _status: 'draft' })
      versionId['erpz-blogs'] = ids(await ok('admin', 'GET', `/api/erpz-blogs/versions?where[parent][equals]=${target['erpz-blogs']}&sort=createdAt&depth=0`))[0] ?? 0
      // A draft policy (hidden from visitors) with two versions; the five seeded ones are published.
      target.policies = Number((await ok('admin', 'POST', '/api/policies?draft=true', policyBody('Matrix policy', 'draft'))).body.doc.id)
      await ok('admin', 'PATCH', `/api/policies/${target.policies}?draft=true`, { title: 'Matrix policy, second version', _status: 'draft' })
      versionId.policies = ids(await ok('admin', 'GET', `/api/policies/versions?where[parent][equals]=${target.policies}&sort=createdAt&depth=0`))[0] ?? 0
      target.media = Number((await ok('admin', 'POST', '/api/media', mediaForm('matrix'))).body.doc.id)
      // A published page and a draft page (hidden from visitors).
      await ok('admin', 'POST', '/api/pages', pageBody(`matrix-published-${next()}`, 'published'))
      target.pages = Number((await ok('admin', 'POST', '/api/pages', pageBody(`matrix-draft-${next()}`, 'draft'))).body.doc.id)
      // A draft plan, add-on and comparison row (hidden from visitors; the seeded ones are published), two versions each.
      for (const slug of ['plans', 'add-ons', 'comparison-rows']) {
        target[slug] = Number((await ok('admin', 'POST', `/api/${slug}?draft=true`, pricingBody(slug, 'draft'))).body.doc.id)
        const rename = UPDATES[slug]!
        await ok('admin', 'PATCH', `/api/${slug}/${target[slug]}?draft=true`, { ...rename, _status: 'draft' })
        versionId[slug] = ids(await ok('admin', 'GET', `/api/${slug}/versions?where[parent][equals]=${target[slug]}&sort=createdAt&depth=0`))[0] ?? 0
      }
      target.redirects = Number((await ok('admin', 'POST', '/api/redirects', { from: `/matrix-${next()}`, to: { type: 'custom', url: '/pricing' } })).body.doc.id)

      // Leads, posted as a visitor's browser would.
      target['erpz-demo-requests'] = (await throwaway('erpz-demo-requests', 'admin')) ?? undefined
      target['erpz-news-letters'] = (await throwaway('erpz-news-letters', 'admin')) ?? undefined
      target['erpz-bookings'] = (await throwaway('erpz-bookings', 'admin')) ?? undefined
      target['live-help-conversations'] = (await throwaway('live-help-conversations', 'admin')) ?? undefined
      target['live-help-messages'] = await latestId('live-help-messages')
      target['live-help-replies'] = (await throwaway('live-help-replies', 'admin')) ?? undefined

      // Careers: a role (the seeded ones are there), an application to it with its CV, and a recorded deletion.
      const seededRole = (await ok('admin', 'GET', '/api/openings?sort=id&limit=1&depth=0')).body.docs[0]
      target.openings = Number(seededRole.id)
      target.openingSlug = seededRole.slug
      const applied = await applyFor(openingSlug())
      target['job-applications'] = applied.application
      target.cvs = applied.cv
      target['hr-deletions'] = (await throwaway('hr-deletions', 'admin')) ?? undefined

      // Admin UI state: a lock held by the admin, a preference of the editor.
      target['payload-locked-documents'] = (await throwaway('payload-locked-documents', 'admin')) ?? undefined
      await ok('editor', 'POST', '/api/payload-preferences/matrix-columns', { value: { matrix: true } })
      target['payload-preferences'] = Number((await ok('editor', 'GET', '/api/payload-preferences?where[key][equals]=matrix-columns&depth=0')).body.docs[0].id)
      preferenceKeys.set(target['payload-preferences'], 'matrix-columns')
    })

    afterAll(async () => {
      await reader?.close()
      await server?.stop()
      await database?.drop()
    })

    it('every principal gets exactly what the matrix allows, and a refusal changes nothing', async () => {
      // The snapshot sees a one-field change (else every "changed nothing" below would prove nothing).
      const before = await reader.snapshot()
      await ok('admin', 'PATCH', `/api/users/${victim.id}`, { name: 'Snapshot probe' })
      expect(changedTables(before, await reader.snapshot())).toContain('users')

      // The takeover of issue 13, as it was sent.
      await refused('anonymous PATCH /api/users?where[id][equals]=<admin>', () => api('anon', 'PATCH', `/api/users?where[id][equals]=${userId.admin}`, { name: 'Taken over' }), [403])
      const access = await api('anon', 'GET', '/api/access')
      // Payload drops a denied operation from the report (absent means false); it used to say true.
      check(!permission(access.body.collections.users.update), 'anonymous /api/access reports users.update', access)

      const started = Date.now()
      for (const [slug, cells] of Object.entries(MATRIX)) {
        for (const [op, cell] of Object.entries(cells) as [Op, string][]) {
          for (const principal of PRINCIPALS) {
            const expected = outcome(cell, principal)
            record(principal, op, expected)
            if ((COLLECTION_OPS as string[]).includes(op)) await runCollectionOp(slug, op as CollectionOp, principal, expected)
            else await runOtherOp(slug, op as Exclude<Op, CollectionOp>, principal, expected)
          }
        }
      }

      const ops = [...new Set([...tally.keys()].map((key) => key.split('|')[1]!))]
      const lines = [`access matrix on ${dialect}: allowed/denied per principal and operation (+n: allowed on own/published only), ${((Date.now() - started) / 1000).toFixed(1)} s`]
      lines.push(['principal', ...ops].join(' | '))
      for (const principal of PRINCIPALS) {
        lines.push([principal, ...ops.map((op) => {
          const entry = tally.get(`${principal}|${op}`) ?? { allow: 0, own: 0, deny: 0 }
          return `${entry.allow + entry.own}${entry.own ? `(+${entry.own})` : ''}/${entry.deny}`
        })].join(' | '))
      }
      console.log(lines.join('\n'))
      expect(failures).toEqual([])
    })

    it('an editor may draft a policy but not publish it (update, live edit without a draft, create, bulk): refused with the reason, nothing stored', async () => {
      failures.length = 0
      const message = 'Only an admin can publish a policy. Save your changes as a draft (Save Draft) and ask an admin to publish them.'
      const published = Number((await ok('admin', 'POST', '/api/policies', policyBody(`Live ${next()}`, 'published'))).body.doc.id)
      const attempts: [string, () => Promise<Reply>, number[]?][] = [
        ['editor publishes a draft policy', () => api('editor', 'PATCH', `/api/policies/${target.policies}`, { _status: 'published' })],
        ['editor edits a published policy without saving a draft', () => api('editor', 'PATCH', `/api/policies/${published}`, { title: 'Changed live' })],
        ['editor creates a published policy', () => api('editor', 'POST', '/api/policies', policyBody(`Editor ${next()}`, 'published'))],
        ['editor bulk-publishes', () => api('editor', 'PATCH', `/api/policies?where[id][equals]=${target.policies}`, { _status: 'published' }), [400, 403]],
      ]
      for (const [what, attempt, statuses] of attempts) {
        const reply = await refused(what, attempt, statuses ?? [403])
        const said = JSON.stringify(reply.body)
        if (!said.includes(message)) failures.push(`${what}: the refusal does not say why: ${said.slice(0, 300)}`)
      }
      // A draft is fine, and says who saved it.
      const draft = await api('editor', 'PATCH', `/api/policies/${published}?draft=true`, { title: 'Editor draft', _status: 'draft' })
      check(draft.status === 200, 'editor saves a draft of a published policy', draft)
      const latest = await ok('admin', 'GET', `/api/policies/versions?where[parent][equals]=${published}&sort=-createdAt&limit=1&depth=0`)
      check(Number(latest.body.docs[0]?.version?.updatedBy) === userId.editor, 'the draft names the editor', latest)
      expect(failures).toEqual([])
    })

    it('globals: everyone reads the published header, footer and settings; editors and admins save and see drafts; contact addresses are admins\' only', async () => {
      // Issue 31, decisions 160 and 161. A draft of each global, which visitors must not see.
      const DRAFT = 'Matrix draft words'
      const drafts: Record<GlobalSlug, Record<string, unknown>> = {
        header: { solutionsMenu: { label: DRAFT } },
        footer: { tagline: DRAFT },
        'site-settings': { company: { tagline: DRAFT } },
      }
      const published: Record<string, unknown> = {}
      for (const slug of GLOBAL_SLUGS) {
        published[slug] = (await ok('admin', 'GET', `/api/globals/${slug}?depth=0`)).body
        const current = published[slug] as Record<string, Record<string, unknown>>
        const change = Object.fromEntries(Object.entries(drafts[slug]).map(([key, value]) => [key, typeof value === 'object' ? { ...current[key], ...value } : value]))
        await ok('admin', 'POST', `/api/globals/${slug}?draft=true`, { ...change, _status: 'draft' })
      }
      for (const slug of GLOBAL_SLUGS) {
        const cells = GLOBAL_MATRIX[slug]
        for (const principal of PRINCIPALS) {
          const what = (op: string) => `${principal} ${op} global ${slug}`
          const read = await api(principal, 'GET', `/api/globals/${slug}?depth=0`)
          check(read.status === 200 && !JSON.stringify(read.body).includes(DRAFT), what('read'), read)
          record(principal, 'read', 'allow')
          const draft = await api(principal, 'GET', `/api/globals/${slug}?draft=true&depth=0`)
          const seesDraft = outcome(cells.readDraft, principal) === 'allow'
          check(draft.status === 200 && JSON.stringify(draft.body).includes(DRAFT) === seesDraft, `${what('read draft')} (sees it: ${seesDraft})`, draft)
          record(principal, 'versionRead', seesDraft ? 'allow' : 'deny')
          const versions = await api(principal, 'GET', `/api/globals/${slug}/versions?depth=0&limit=5`)
          const mayList = outcome(cells.versions, principal) === 'allow'
          check(mayList ? versions.status === 200 && versions.body.docs.length > 0 : [401, 403].includes(versions.status), what('versions'), versions)
          record(principal, 'versions', mayList ? 'allow' : 'deny')
          const body = { ...(drafts[slug] as object), _status: 'draft' }
          if (outcome(cells.update, principal) === 'allow') {
            const reply = await api(principal, 'POST', `/api/globals/${slug}?draft=true`, body)
            check(reply.status === 200, what('update'), reply)
            record(principal, 'update', 'allow')
          } else {
            await refused(what('update'), () => api(principal, 'POST', `/api/globals/${slug}?draft=true`, body), [403])
            record(principal, 'update', 'deny')
          }
        }
      }
      // Field-level: the support address (and the other contact channels) is the admins' alone.
      const settings = published['site-settings'] as { contact: Record<string, unknown> }
      for (const principal of ['editor', 'admin'] as const) {
        const address = `support-${principal}@matrix.test`
        const reply = await api(principal, 'POST', '/api/globals/site-settings', { contact: { ...settings.contact, supportEmail: address }, _status: 'published' })
        check(reply.status === 200, `${principal} publishes site settings`, reply)
        const stored = (await ok('admin', 'GET', '/api/globals/site-settings?depth=0')).body.contact.supportEmail
        const allowed = outcome(GLOBAL_MATRIX['site-settings'].contactChannels ?? '', principal) === 'allow'
        if ((stored === address) !== allowed) failures.push(`${principal} changed the support address: ${stored === address}, the matrix says ${allowed}`)
      }
      await ok('admin', 'POST', '/api/globals/site-settings', { contact: settings.contact, _status: 'published' })
      // Payload's own report agrees.
      for (const principal of PRINCIPALS) {
        const reply = await api(principal, 'GET', '/api/access')
        for (const slug of GLOBAL_SLUGS) {
          const reported = permission(reply.body?.globals?.[slug]?.update)
          const allowed = outcome(GLOBAL_MATRIX[slug].update, principal) === 'allow'
          if (reported !== allowed) failures.push(`${principal} /api/access says ${slug}.update = ${reported}, the matrix says ${allowed}`)
        }
      }
      expect(failures).toEqual([])
    })

    it('candidate emails: only recruiters and admins read and edit the texts and email a candidate; a refused or bad send queues nothing', async () => {
      // Issue 46: HR ▸ Candidate emails, and "Email the candidate" on an application.
      const HR_ONLY = HR
      const original = (await ok('admin', 'GET', '/api/globals/candidate-emails?depth=0')).body
      const body = { interview: { subject: 'Interview for {role}', body: 'Hello {candidate}, see you soon.' } }
      for (const principal of PRINCIPALS) {
        const what = (op: string) => `${principal} ${op} global candidate-emails`
        if (outcome(HR_ONLY, principal) === 'allow') {
          const read = await api(principal, 'GET', '/api/globals/candidate-emails?depth=0')
          check(read.status === 200 && typeof read.body?.interview?.subject === 'string', what('read'), read)
          const saved = await api(principal, 'POST', '/api/globals/candidate-emails', body)
          check(saved.status === 200, what('update'), saved)
        } else {
          await refused(what('read'), () => api(principal, 'GET', '/api/globals/candidate-emails?depth=0'), [401, 403])
          await refused(what('update'), () => api(principal, 'POST', '/api/globals/candidate-emails', body), [401, 403])
        }
      }
      const { application } = await applyFor(openingSlug())
      const send = (principal: Principal | null, payload: unknown, id: number | string = application) => api(principal, 'POST', `/api/job-applications/${id}/email`, payload)
      for (const principal of PRINCIPALS.filter((p) => outcome(HR_ONLY, p) !== 'allow')) {
        await refused(`${principal} emails a candidate`, () => send(principal, { template: 'interview', sendId: `matrix-${principal}-1` }), principal === 'anon' || principal === 'bearer' || principal === 'jwt' ? [401, 403] : [403])
      }
      // Bad input from a recruiter: a clear 4xx, nothing queued.
      await refused('an unknown email', () => send('recruiter', { template: 'offer-letter', sendId: 'matrix-bad-0001' }), [422])
      await refused('a send without its id', () => send('recruiter', { template: 'interview' }), [422])
      await refused('a send that is not JSON', () => api('recruiter', 'POST', `/api/job-applications/${application}/email`, 'not json'), [400, 422])
      await refused('an application that does not exist', () => send('recruiter', { template: 'interview', sendId: 'matrix-none-0001' }, 999_999), [404])
      await refused('an application id that is not one', () => send('recruiter', { template: 'interview', sendId: 'matrix-none-0002' }, 'abc'), [404])
      // The recruiter sends the invite; the same click twice is one email.
      const mails = () => queryRows<{ n: number | string }>(database, "SELECT count(*) AS n FROM erpz_outbox WHERE kind = 'candidate-mail'")
      const before = Number((await mails())[0]!.n)
      for (let i = 0; i < 2; i++) {
        const sent = await send('recruiter', { template: 'interview', sendId: 'matrix-send-0001' })
        check(sent.status === 200 && /^Interview invite (already )?queued for /.test(String(sent.body.message)), 'a recruiter emails a candidate', sent)
      }
      if (Number((await mails())[0]!.n) !== before + 1) failures.push(`one send queued ${Number((await mails())[0]!.n) - before} emails`)
      await ok('admin', 'POST', '/api/globals/candidate-emails', { interview: original.interview })
      expect(failures).toEqual([])
    })

    it('answers malformed ids, dates and filters with a 4xx, never a 5xx', async () => {
      const attacks: [Principal, string, string, number[]][] = [
        ['anon', 'GET', '/api/erpz-blogs/abc', [404]],
        ['admin', 'GET', '/api/erpz-blogs/abc', [404]],
        ['admin', 'PATCH', '/api/erpz-blogs/abc', [404]],
        ['admin', 'DELETE', '/api/erpz-blogs/1abc', [404]],
        ['admin', 'POST', '/api/erpz-blogs/abc/duplicate', [404]],
        ['admin', 'GET', '/api/erpz-blogs/99999999999999999999', [404]],
        ['admin', 'GET', '/api/erpz-blogs/versions/abc', [404]],
        ['anon', 'GET', '/api/erpz-blogs?where[updatedAt][greater_than]=notadate', [400]],
        ['admin', 'GET', '/api/users?where[createdAt][equals]=2020-13-45', [400]],
        ['admin', 'GET', '/api/users?where[createdAt][greater_than]=99999-01-01', [400]],
        ['anon', 'GET', '/api/erpz-blogs?where[id][in]=1,abc', [400]],
        ['admin', 'GET', '/api/users/count?where[id][in]=1,abc', [400]],
        ['admin', 'GET', '/api/users?where[id][equals]=1.5', [400]],
        ['admin', 'GET', '/api/users?where[id][equals]=99999999999999999999', [400]],
        ['anon', 'GET', '/api/erpz-blogs?where[category][in]=a,b', [400]],
        ['admin', 'GET', '/api/erpz-demo-requests?where[kind][equals]=zzz', [400]],
        ['admin', 'GET', '/api/erpz-blogs?where[_status][equals]=zzz', [400]],
        ['admin', 'GET', '/api/erpz-blogs?where[publishedAt][like]=abc', [400]],
        ['admin', 'GET', '/api/users?where[id][contains]=a', [400]],
        ['admin', 'GET', '/api/users?where[id][all]=1,2', [400]],
        ['anon', 'GET', '/api/erpz-blogs?where[title][near]=1,2', [400]],
        ['anon', 'GET', '/api/erpz-blogs?where[title][equals]=a%00b', [400]],
        ['anon', 'GET', '/api/erpz-blogs?where[title][equals][x]=1', [400]],
        ['anon', 'GET', '/api/erpz-blogs?where=notjson', [400]],
        ['anon', 'GET', '/api/erpz-blogs?data=notjson', [400]],
        ['anon', 'GET', '/api/erpz-blogs?where={"id":{"in":"1,abc"}}', [400]],
        ['admin', 'GET', '/api/erpz-blogs?limit=1e400', [400]],
        ['admin', 'GET', '/api/users?page=-1', [400]],
        ['admin', 'GET', '/api/erpz-blogs/versions?where[parent][equals]=abc', [400]],
        ['admin', 'GET', '/api/erpz-blogs/versions?where[version.publishedAt][equals]=abc', [400]],
        ['admin', 'PATCH', '/api/erpz-blogs?where[id][in]=1,abc', [400]],
        ['admin', 'DELETE', '/api/erpz-blogs?where[publishedAt][equals]=x', [400]],
        ['anon', 'POST', '/api/users/verify/abc', [404]],
        ['admin', 'GET', '/api/payload-jobs/handle-schedules', [404]],
        ['admin', 'GET', '/api/payload-migrations', [404]],
        ['anon', 'GET', '/api/media/file/%00', [400, 404]],
        ['anon', 'GET', '/api/erpz-blogs?where[title][nonsense]=1', [400]],
        ['anon', 'GET', '/api/erpz-blogs?where[nosuchfield][equals]=1', [400]],
        ['admin', 'DELETE', '/api/payload-preferences/no-such-key', [404]],
      ]
      failures.length = 0
      const wrong: string[] = []
      for (const [principal, method, path, statuses] of attacks) {
        const reply = await refused(`${principal} ${method} ${path}`, () => api(principal, method, path, method === 'GET' ? undefined : {}), statuses)
        if (!statuses.includes(reply.status)) wrong.push(`${method} ${path}: ${reply.status}`)
      }
      expect(failures).toEqual([])
      expect(wrong).toEqual([])
      expect(server.output()).not.toMatch(/DrizzleQueryError|invalid input syntax|Only finite numbers/)
    })

    it('answers random filters with a status below 500', async () => {
      const paths = ['id', 'title', 'publishedAt', 'createdAt', 'category', 'category.name', '_status', 'seo.metaTitle', 'body', 'hero', 'nosuch', 'version.title']
      const operators = ['equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'not_like', 'contains', 'near', 'within', 'intersects', 'bogus']
      const values = fc.oneof(
        fc.string({ unit: 'binary-ascii', maxLength: 12 }),
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        fc.integer().map(String),
        fc.double().map(String),
        fc.date({ noInvalidDate: false }).map((date) => (Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toISOString())),
        fc.constantFrom('', 'null', 'true', '1,abc', '1e400', '-1', '99999999999999999999', '2020-13-45', '+275760-09-13T00:00:00.000Z', '\u0000', '%', '_'),
      )
      const shapes = fc.record({
        collection: fc.constantFrom('erpz-blogs', 'erpz-blogs/count', 'erpz-blogs/versions', 'erpz-demo-requests', 'users'),
        principal: fc.constantFrom<Principal>('anon', 'sales', 'admin'),
        nest: fc.constantFrom('', '[or][0]', '[and][1][or][0]'),
        path: fc.constantFrom(...paths),
        operator: fc.constantFrom(...operators),
        value: values,
        list: fc.boolean(),
      })
      const fives: string[] = []
      await fc.assert(
        fc.asyncProperty(shapes, async ({ collection, principal, nest, path, operator, value, list }) => {
          const key = `where${nest}[${path}][${operator}]${list ? '[0]' : ''}`
          const query = new URLSearchParams({ [key]: value, depth: '0' })
          const reply = await api(principal, 'GET', `/api/${collection}?${query}`)
          if (reply.status >= 500) fives.push(`${principal} GET /api/${collection}?${query}: ${reply.status}`)
          return reply.status < 500
        }),
        { numRuns: 150 },
      )
      expect(fives).toEqual([])
    })
  })
}
