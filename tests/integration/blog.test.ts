import sax from 'sax'
import { beforeAll, describe, expect, it } from 'vitest'

import { BlogPosts } from '@/collections/blog/posts'
import { BLOG_PAGE_SIZE } from '@/server/blog/config'
import { heading, lexicalRoot, link, paragraph } from '@/server/blog/lexical-build'
import { loadPreview } from '@/server/blog/preview'
import { createPreviewToken, verifyPreviewToken } from '@/server/blog/preview-token'
import { getPublishedPost, latestPosts, listPosts, relatedPosts } from '@/server/blog/queries'
import { readingTime, renderLexical } from '@/server/blog/render'
import { buildRss } from '@/server/blog/rss'
import { runSeeds } from '@/server/seed'
import { seedBlog } from '@/server/seed/blog'

import { getTestPayload } from '../support/payload'

const QUIET = { skipRevalidate: true }
const noHeaders = () => new Headers()
let categoryA: number
let categoryB: number

async function post(title: string, options: { category?: number; publishedAt?: string; draft?: boolean; description?: string; body?: unknown } = {}) {
  const payload = await getTestPayload()
  const data = {
    title,
    slug: '', // generated from the title
    description: options.description ?? `About ${title}`,
    category: options.category,
    body: (options.body ?? lexicalRoot([heading('h2', 'Intro'), paragraph('Hello world')])) as never,
    _status: options.draft ? ('draft' as const) : ('published' as const),
    ...(options.publishedAt ? { publishedAt: options.publishedAt } : {}),
  }
  const common = { collection: 'erpz-blogs' as const, overrideAccess: true, context: QUIET, data }
  return options.draft ? payload.create({ ...common, draft: true }) : payload.create({ ...common, draft: false })
}

async function staff(email: string, roles: ('admin' | 'editor' | 'sales')[]) {
  const payload = await getTestPayload()
  await payload.create({ collection: 'users', overrideAccess: true, data: { email, password: 'correct-horse-battery', roles } })
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'correct-horse-battery' } })
  // A browser navigating within the site sends Sec-Fetch-Site; Payload requires it for cookie sessions.
  return new Headers({ cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' })
}

beforeAll(async () => {
  const payload = await getTestPayload()
  const a = await payload.create({ collection: 'erpz-blog-categories', overrideAccess: true, context: QUIET, data: { name: 'Alpha Topics', slug: '' } })
  const b = await payload.create({ collection: 'erpz-blog-categories', overrideAccess: true, context: QUIET, data: { name: 'Beta Topics', slug: '' } })
  categoryA = a.id
  categoryB = b.id
})

describe('publishing', () => {
  it('a published post is visible to the public; a draft is not, until it is published', async () => {
    const payload = await getTestPayload()
    const draft = await post('Quiet Draft About Lathes', { draft: true, category: categoryA })
    expect(draft.slug).toBe('quiet-draft-about-lathes')
    expect(draft.publishedAt).toBeFalsy()

    expect(await getPublishedPost(payload, draft.slug)).toBeNull()
    expect((await listPosts(payload, { q: 'lathes' })).posts).toEqual([])
    const anonymous = await payload.find({ collection: 'erpz-blogs', overrideAccess: false, where: { slug: { equals: draft.slug } } })
    expect(anonymous.docs).toEqual([])
    const rest = await payload.find({ collection: 'erpz-blogs', overrideAccess: false, draft: true, where: { slug: { equals: draft.slug } } })
    expect(rest.docs).toEqual([])

    await payload.update({ collection: 'erpz-blogs', id: draft.id, overrideAccess: true, context: QUIET, data: { _status: 'published' } })
    const visible = await getPublishedPost(payload, draft.slug)
    expect(visible?.title).toBe('Quiet Draft About Lathes')
    expect(visible?.publishedAt).toBeTruthy()
    expect((await listPosts(payload, { q: 'LATHES' })).posts.map((p) => p.slug)).toEqual([draft.slug])

    // publishedAt stays put on later publishes
    const first = visible!.publishedAt
    await payload.update({ collection: 'erpz-blogs', id: draft.id, overrideAccess: true, context: QUIET, data: { title: 'Quiet Post About Lathes', _status: 'published' } })
    expect((await getPublishedPost(payload, draft.slug))?.publishedAt).toBe(first)
  })

  it('rejects a second post with the same slug', async () => {
    await post('Unique Slug Story')
    await expect(post('Unique slug story!')).rejects.toThrow(/slug/i)
  })
})

describe('preview', () => {
  it('shows the latest draft only to editors and holders of a valid signed link', async () => {
    const payload = await getTestPayload()
    const created = await post('Preview Target', { category: categoryA })
    await payload.update({ collection: 'erpz-blogs', id: created.id, overrideAccess: true, context: QUIET, draft: true, data: { title: 'Preview Target (edited draft)' } })
    // the public still sees the published title
    expect((await getPublishedPost(payload, 'preview-target'))?.title).toBe('Preview Target')

    expect(await loadPreview(payload, 'preview-target', undefined, noHeaders())).toEqual({ status: 'not-found' })

    const valid = await loadPreview(payload, 'preview-target', createPreviewToken('preview-target'), noHeaders())
    expect(valid.status === 'ok' && valid.post.title).toBe('Preview Target (edited draft)')

    const expired = createPreviewToken('preview-target', 60, Date.now() - 2 * 60_000)
    expect(await loadPreview(payload, 'preview-target', expired, noHeaders())).toEqual({ status: 'not-found' })

    const otherSlug = createPreviewToken('some-other-post')
    expect(await loadPreview(payload, 'preview-target', otherSlug, noHeaders())).toEqual({ status: 'not-found' })

    const [body, signature] = createPreviewToken('preview-target').split('.')
    const forged = `${body}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`
    expect(await loadPreview(payload, 'preview-target', forged, noHeaders())).toEqual({ status: 'not-found' })
    const selfMade = `${Buffer.from(JSON.stringify({ s: 'preview-target', e: 9_999_999_999 })).toString('base64url')}.${signature}`
    expect(await loadPreview(payload, 'preview-target', selfMade, noHeaders())).toEqual({ status: 'not-found' })

    const editor = await loadPreview(payload, 'preview-target', undefined, await staff('editor@blog.test', ['editor']))
    expect(editor.status === 'ok' && editor.post.title).toBe('Preview Target (edited draft)')
    expect(await loadPreview(payload, 'preview-target', undefined, await staff('sales@blog.test', ['sales']))).toEqual({ status: 'not-found' })

    expect(await loadPreview(payload, 'no-such-post', createPreviewToken('no-such-post'), noHeaders())).toEqual({ status: 'not-found' })
  })
})

describe('admin Preview button', () => {
  /** The request the admin's edit view passes: the signed-in user with their roles. */
  const adminRequest = async (roles: ('editor' | 'sales')[]) => {
    const payload = await getTestPayload()
    const email = `preview-${roles.join('-')}@blog.test`
    const user = await payload.create({ collection: 'users', overrideAccess: true, data: { email, password: 'correct-horse-battery', roles } })
    return { req: { payload, user: { ...user, collection: 'users' } } } as never
  }

  it('links to the preview page with a signed token for that slug', async () => {
    const preview = BlogPosts.admin?.preview
    expect(preview).toBeTypeOf('function')
    const url = await preview!({ slug: 'preview-target' }, await adminRequest(['editor']))
    const parsed = new URL(url!, 'http://site.test')
    expect(parsed.pathname).toBe('/blog/preview/preview-target')
    expect(verifyPreviewToken(parsed.searchParams.get('token'), 'preview-target')).toBe(true)
    expect(verifyPreviewToken(parsed.searchParams.get('token'), 'another-post')).toBe(false)
  })

  it('gives no link to a role that may not read drafts (the link would show the draft to anyone holding it)', async () => {
    expect(await BlogPosts.admin!.preview!({ slug: 'preview-target' }, await adminRequest(['sales']))).toBeNull()
  })
})

describe('lists, related posts and feeds', () => {
  it('related posts: same category, never itself, published only, newest first, at most 2', async () => {
    const payload = await getTestPayload()
    const base = await post('Related Base', { category: categoryB, publishedAt: '2025-01-10T00:00:00.000Z' })
    await post('Related Older', { category: categoryB, publishedAt: '2025-01-01T00:00:00.000Z' })
    await post('Related Newest', { category: categoryB, publishedAt: '2025-03-01T00:00:00.000Z' })
    await post('Related Middle', { category: categoryB, publishedAt: '2025-02-01T00:00:00.000Z' })
    await post('Related Draft', { category: categoryB, draft: true })
    await post('Other Category', { category: categoryA, publishedAt: '2025-04-01T00:00:00.000Z' })
    const detail = await getPublishedPost(payload, base.slug)
    const related = await relatedPosts(payload, detail!)
    expect(related.map((p) => p.title)).toEqual(['Related Newest', 'Related Middle'])
    expect(await relatedPosts(payload, { id: base.id, category: null })).toEqual([])
  })

  it('search is case-insensitive on title or description and combines with the category (slug or name)', async () => {
    const payload = await getTestPayload()
    await post('Torque Wrench Calibration', { category: categoryA, description: 'Keeping tools honest' })
    await post('Spare Parts Kitting', { category: categoryB, description: 'Faster TORQUE tool changes' })
    const both = await listPosts(payload, { q: 'torque' })
    expect(both.posts.map((p) => p.title).sort()).toEqual(['Spare Parts Kitting', 'Torque Wrench Calibration'])
    expect(both.categories.map((c) => c.name)).toEqual(['Alpha Topics', 'Beta Topics'])
    expect((await listPosts(payload, { q: 'torque', category: 'beta-topics' })).posts.map((p) => p.title)).toEqual(['Spare Parts Kitting'])
    expect((await listPosts(payload, { q: 'torque', category: 'Alpha Topics' })).posts.map((p) => p.title)).toEqual(['Torque Wrench Calibration'])
    expect((await listPosts(payload, { q: 'torque', category: 'nope' })).posts).toEqual([])
    expect((await listPosts(payload, { q: 'torque%' })).posts).toHaveLength(2)
  })

  it('search pages through every match newest first (ties by creation), counts them, skips drafts: the same on both databases', async () => {
    const payload = await getTestPayload()
    // 12 published matches (title or description, any case), one draft and one other post.
    const day = (n: number) => `2023-05-${String(n).padStart(2, '0')}T09:00:00.000Z`
    for (let n = 1; n <= 6; n++) await post(`Gearbox Story ${n}`, { publishedAt: day(n) })
    for (let n = 7; n <= 10; n++) await post(`Drive Notes ${n}`, { publishedAt: day(n), description: `How a GEARBOX wears, part ${n}` })
    // Two on the same instant: the one created later comes first.
    await post('Gearbox Twin Older', { publishedAt: day(11) })
    await post('gearbox twin newer', { publishedAt: day(11) })
    await post('Gearbox Draft', { publishedAt: day(12), draft: true })
    await post('Conveyor Belts', { publishedAt: day(12) })
    const first = await listPosts(payload, { q: 'GearBox' })
    const second = await listPosts(payload, { q: 'GearBox', page: 2 })
    expect([first.totalDocs, first.totalPages, second.page]).toEqual([12, 2, 2])
    expect([...first.posts, ...second.posts].map((p) => p.title)).toEqual([
      'gearbox twin newer',
      'Gearbox Twin Older',
      ...[10, 9, 8, 7].map((n) => `Drive Notes ${n}`),
      ...[6, 5, 4, 3, 2, 1].map((n) => `Gearbox Story ${n}`),
    ])
    expect((await listPosts(payload, { q: 'wears, part 1' })).posts.map((p) => p.title)).toEqual(['Drive Notes 10'])
    expect((await listPosts(payload, { q: 'gearboxes' })).totalDocs).toBe(0)
  })

  it('on SQLite, a search counts and sorts from the blog index, not from the posts (decision 156)', async () => {
    const payload = await getTestPayload()
    if (payload.db.name !== 'sqlite') return
    const client = (payload.db as unknown as { client: { execute: (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }> } }).client
    const plan = async (sql: string) => (await client.execute(`EXPLAIN QUERY PLAN ${sql}`)).rows.map((row) => String(row.detail)).join('\n')
    const where = `"_status" = 'published' and ("title" like '%gear%' or "description" like '%gear%')`
    expect(await plan(`select count(*) from "erpz_blogs" where ${where}`)).toMatch(/USING COVERING INDEX _status_publishedAt_createdAt_title_description_idx/)
    const page = await plan(`select "id", "title" from "erpz_blogs" where ${where} order by "published_at" desc, "created_at" desc limit 10`)
    expect(page).toMatch(/USING (COVERING )?INDEX _status_publishedAt_createdAt_title_description_idx/)
    expect(page).not.toMatch(/TEMP B-TREE/)
  })

  it('paginates ten per page, newest first', async () => {
    const payload = await getTestPayload()
    for (const n of [1, 2, 3]) await post(`Filler ${n}`, { publishedAt: `2024-0${n}-01T00:00:00.000Z` })
    const all = await listPosts(payload, {})
    expect(all.posts).toHaveLength(BLOG_PAGE_SIZE)
    const dates = all.posts.map((p) => p.publishedAt ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    const second = await listPosts(payload, { page: 2 })
    expect(second.page).toBe(2)
    expect(second.posts.length).toBeGreaterThan(0)
    expect(second.posts.map((p) => p.id)).not.toContain(all.posts[0]!.id)
  })

  it('RSS is well-formed XML listing the newest published posts, escaped', async () => {
    const payload = await getTestPayload()
    await post('Fish & Chips <Line> Balancing', { publishedAt: '2030-01-01T00:00:00.000Z' })
    const posts = await latestPosts(payload, 20)
    const xml = buildRss(posts, 'https://erpz.example')
    const titles: string[] = []
    const parser = sax.parser(true)
    let inItem = false
    let current = ''
    parser.onopentag = (node) => {
      if (node.name === 'item') inItem = true
      current = node.name
    }
    parser.onclosetag = (name) => {
      if (name === 'item') inItem = false
      current = ''
    }
    parser.ontext = (text) => {
      if (inItem && current === 'title') titles.push(text)
    }
    parser.write(xml).close()
    expect(titles[0]).toBe('Fish & Chips <Line> Balancing')
    expect(titles).toEqual(posts.map((p) => p.title))
    expect(titles).not.toContain('Related Draft')
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<link>https://erpz.example/blog/fish-and-chips-line-balancing</link>')
  })
})

describe('rendering', () => {
  it('reading time is words / 200 rounded up', () => {
    expect(readingTime(1)).toBe(1)
    expect(readingTime(200)).toBe(1)
    expect(readingTime(201)).toBe(2)
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ')
    const body = renderLexical(lexicalRoot([heading('h2', 'Title here'), paragraph(words)]))
    expect(body.words).toBe(452)
    expect(readingTime(body.words)).toBe(3)
  })

  it('escapes markup, drops javascript: links and marks external links noopener', () => {
    const body = renderLexical(
      lexicalRoot([
        heading('h2', 'Setup'),
        heading('h3', 'Setup'),
        paragraph('<script>alert(1)</script>'),
        paragraph(link('javascript:alert(1)', 'bad'), link(' JaVa\tscript:alert(1)', 'worse'), link('https://example.com/x', 'good'), link('/blog/a', 'inside')),
      ]),
    )
    expect(body.html).not.toContain('<script')
    expect(body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(body.html).not.toMatch(/javascript:/i)
    expect(body.html).toContain('<a href="https://example.com/x" rel="noopener noreferrer">good</a>')
    expect(body.html).toContain('<a href="/blog/a">inside</a>')
    expect(body.toc).toEqual([
      { id: 'setup', text: 'Setup', level: 2 },
      { id: 'setup-2', text: 'Setup', level: 3 },
    ])
  })
})

describe('seed', () => {
  it('seeds at least 12 published posts in 4+ categories with h2/h3 sections and heroes, plus a draft — once', async () => {
    const payload = await getTestPayload()
    const quiet = () => {}
    // the blog seeder only runs on an empty blog: clear this file's posts first
    await payload.delete({ collection: 'erpz-blogs', where: {}, overrideAccess: true, context: QUIET })
    expect(await runSeeds(payload, [seedBlog], quiet)).toEqual({ blog: 14 })
    expect(await runSeeds(payload, [seedBlog], quiet)).toEqual({ blog: 0 })
    const published = await latestPosts(payload, 100)
    expect(published.length).toBeGreaterThanOrEqual(12)
    expect(new Set(published.map((p) => p.category?.name)).size).toBeGreaterThanOrEqual(4)
    for (const summary of published) {
      expect(summary.hero?.medium, summary.slug).toMatch(/^\/api\/media\/file\//)
      const detail = await getPublishedPost(payload, summary.slug)
      const levels = new Set(renderLexical(detail!.body).toc.map((t) => t.level))
      expect([...levels].sort(), summary.slug).toEqual([2, 3])
    }
    const drafts = await payload.find({ collection: 'erpz-blogs', where: { _status: { equals: 'draft' } }, overrideAccess: true })
    expect(drafts.totalDocs).toBe(1)
  })
})
