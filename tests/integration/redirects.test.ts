/**
 * Redirects (issue 31, decision 171): renaming a published page or post leaves a 301 behind (drafts
 * and never-published documents leave nothing), chains are collapsed by the rename, and a redirect
 * to itself, into a loop or into a chain is refused on save with a message naming the other
 * address, on the dialect under test.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadRedirectTable } from '@/server/redirects/table'

import { getTestPayload } from '../support/payload'

const QUIET = { skipRevalidate: true }

const hero = (title: string) => [{ blockType: 'hero' as const, style: 'page' as const, title }]

/** The status and field messages Payload answers a refused write with. */
async function refusal(write: Promise<unknown>): Promise<{ status: number | undefined; text: string }> {
  try {
    await write
  } catch (error) {
    const data = (error as { data?: { errors?: Array<{ message: string; path?: string }> } }).data
    return { status: (error as { status?: number }).status, text: (data?.errors ?? []).map((e) => `${e.path}: ${e.message}`).join(' | ') }
  }
  throw new Error('the write was accepted')
}

describe('redirects', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  const page = (slug: string, extra: Record<string, unknown> = {}) =>
    payload.create({
      collection: 'pages',
      overrideAccess: true,
      context: QUIET,
      data: { _status: 'published', title: `Page ${slug}`, slug, meta: { description: 'A page.' }, layout: hero(slug), ...extra } as never,
    })
  const rename = (id: number, slug: string, draft = false) =>
    payload.update({ collection: 'pages', id, overrideAccess: true, context: QUIET, draft, data: { slug, ...(draft ? {} : { _status: 'published' as const }) } })
  const redirectsNow = async () => {
    const { docs } = await payload.find({ collection: 'redirects', depth: 0, limit: 100, pagination: false, overrideAccess: true, sort: 'from' })
    return Object.fromEntries(docs.map((d) => [d.from, d.to?.url ?? `ref:${String(d.to?.reference?.relationTo)}`]))
  }
  const redirect = (from: string, url: string) =>
    payload.create({ collection: 'redirects', overrideAccess: true, context: QUIET, data: { from, to: { type: 'custom', url } } })

  it('a published page whose slug changes leaves a 301 from its old path; the table answers it', async () => {
    const moved = await page('rd-old')
    const renamed = await rename(moved.id, 'rd-new')
    expect(renamed.path).toBe('/rd-new')
    expect(await redirectsNow()).toEqual({ '/rd-old': '/rd-new' })
    expect((await loadRedirectTable(payload))['/rd-old']).toBe('/rd-new')
  })

  it('a draft rename leaves nothing until it is published, then redirects from the published address', async () => {
    const doc = await page('rd-draft-a')
    await rename(doc.id, 'rd-draft-b', true)
    await rename(doc.id, 'rd-draft-c', true)
    expect(await redirectsNow()).not.toHaveProperty('/rd-draft-a')
    await payload.update({ collection: 'pages', id: doc.id, overrideAccess: true, context: QUIET, data: { _status: 'published' } })
    const now = await redirectsNow()
    expect(now['/rd-draft-a']).toBe('/rd-draft-c')
    expect(now).not.toHaveProperty('/rd-draft-b')
  })

  it('a page that was never published leaves no redirect when renamed and published', async () => {
    const doc = await page('rd-never', { _status: 'draft' })
    await rename(doc.id, 'rd-never-2')
    expect(await redirectsNow()).not.toHaveProperty('/rd-never')
  })

  it('renaming again collapses the chain, and renaming back removes the redirect from the address the page takes again', async () => {
    const doc = await page('rd-one')
    await rename(doc.id, 'rd-two')
    await rename(doc.id, 'rd-three')
    let now = await redirectsNow()
    expect(now['/rd-one']).toBe('/rd-three')
    expect(now['/rd-two']).toBe('/rd-three')
    await rename(doc.id, 'rd-one')
    now = await redirectsNow()
    expect(now).not.toHaveProperty('/rd-one')
    expect(now['/rd-two']).toBe('/rd-one')
    expect(now['/rd-three']).toBe('/rd-one')
  })

  it('a parent page that moves takes its subpages along, each with a redirect', async () => {
    const parent = await page('rd-parent')
    const child = await page('kid', { parent: parent.id })
    expect(child.path).toBe('/rd-parent/kid')
    await rename(parent.id, 'rd-parent-moved')
    const now = await redirectsNow()
    expect(now['/rd-parent']).toBe('/rd-parent-moved')
    expect(now['/rd-parent/kid']).toBe('/rd-parent-moved/kid')
  })

  it('a published blog post whose slug changes redirects /blog/<old> to /blog/<new>; a draft post leaves nothing', async () => {
    const post = await payload.create({ collection: 'erpz-blogs', overrideAccess: true, context: QUIET, data: { title: 'Redirected post', slug: 'rd-post', description: 'A post.', _status: 'published' } })
    await payload.update({ collection: 'erpz-blogs', id: post.id, overrideAccess: true, context: QUIET, data: { slug: 'rd-post-renamed' } })
    const draft = await payload.create({ collection: 'erpz-blogs', overrideAccess: true, context: QUIET, data: { title: 'Draft post', slug: 'rd-draft-post', description: 'A draft.', _status: 'draft' } })
    await payload.update({ collection: 'erpz-blogs', id: draft.id, overrideAccess: true, context: QUIET, data: { slug: 'rd-draft-post-2', _status: 'draft' } })
    const now = await redirectsNow()
    expect(now['/blog/rd-post']).toBe('/blog/rd-post-renamed')
    expect(now).not.toHaveProperty('/blog/rd-draft-post')
  })

  it('refuses a redirect to itself, a loop and chains with 400 and a message naming the other address', async () => {
    const self = await refusal(redirect('/rd-self', '/rd-self/'))
    expect(self.status).toBe(400)
    expect(self.text).toBe('to.url: This redirect would send /rd-self to itself: choose another target.')

    await redirect('/rd-a', '/rd-b')
    const loop = await refusal(redirect('/rd-b', '/rd-a'))
    expect(loop.status).toBe(400)
    expect(loop.text).toBe('to.url: Redirect loop: /rd-a already redirects to /rd-b, so /rd-b → /rd-a → /rd-b would never end.')

    const onward = await refusal(redirect('/rd-c', '/rd-a'))
    expect(onward.text).toBe('to.url: /rd-a already redirects to /rd-b: point this redirect at /rd-b directly (no chains of redirects).')

    const inbound = await refusal(redirect('/rd-b', '/rd-z'))
    expect(inbound.text).toBe('from: /rd-a already redirects to /rd-b: this would make a chain /rd-a → /rd-b → /rd-z; point /rd-a at /rd-z instead.')

    const twice = await refusal(redirect('/rd-a/', '/rd-y'))
    expect(twice.text).toBe('from: A redirect from /rd-a already exists (to /rd-b): edit that one instead.')

    expect((await refusal(redirect('/admin/x', '/rd-y'))).text).toBe('from: /admin/x cannot be redirected: addresses under /admin belong to the site itself.')
    expect((await refusal(redirect('rd-no-slash', '/rd-y'))).text).toContain('From must be a path of this site starting with a single "/"')
    expect((await refusal(redirect('/rd-ok', 'javascript:alert(1)'))).text).toContain('To: a path of this site such as /pricing')

    // Nothing half-stored: only /rd-a made it.
    const now = await redirectsNow()
    for (const from of ['/rd-self', '/rd-b', '/rd-c', '/admin/x', '/rd-ok']) expect(now).not.toHaveProperty(from)
    expect(now['/rd-a']).toBe('/rd-b')
  })

  it('a redirect to a page by reference follows the page when it moves', async () => {
    const target = await page('rd-ref-target')
    await payload.create({ collection: 'redirects', overrideAccess: true, context: QUIET, data: { from: '/rd-ref', to: { type: 'reference', reference: { relationTo: 'pages', value: target.id } } } })
    expect((await loadRedirectTable(payload))['/rd-ref']).toBe('/rd-ref-target')
    await rename(target.id, 'rd-ref-moved')
    const table = await loadRedirectTable(payload)
    expect(table['/rd-ref']).toBe('/rd-ref-moved')
    expect(table['/rd-ref-target']).toBe('/rd-ref-moved')
  })

  it('only editors and admins manage redirects', async () => {
    const make = async (role: 'editor' | 'recruiter' | 'sales') =>
      payload.create({ collection: 'users', overrideAccess: true, data: { email: `rd-${role}@example.com`, password: 'a-long-password-123', roles: [role] } as never })
    const editor = await make('editor')
    const recruiter = await make('recruiter')
    const sales = await make('sales')
    const made = await payload.create({ collection: 'redirects', overrideAccess: false, user: { ...editor, collection: 'users' }, context: QUIET, data: { from: '/rd-by-editor', to: { type: 'custom', url: '/pricing' } } })
    expect(made.from).toBe('/rd-by-editor')
    for (const user of [recruiter, sales]) {
      await expect(
        payload.create({ collection: 'redirects', overrideAccess: false, user: { ...user, collection: 'users' }, context: QUIET, data: { from: `/rd-by-${user.id}`, to: { type: 'custom', url: '/pricing' } } }),
      ).rejects.toMatchObject({ status: 403 })
      const seen = await payload.find({ collection: 'redirects', overrideAccess: false, user: { ...user, collection: 'users' } }).catch((error: { status?: number }) => error.status)
      expect(seen).toBe(403)
    }
  })
})
