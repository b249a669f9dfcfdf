/**
 * The `pages` collection (issue 31): paths from slug and parent, unique addresses, reserved paths,
 * and validation messages that say what is wrong, on the dialect under test.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { runSeeds } from '@/server/seed'
import { seedPages } from '@/server/seed/pages/seed'
import { SEED_PAGES } from '@/server/seed/pages'
import type { User } from '@/payload-types'

import { getTestPayload } from '../support/payload'

const QUIET = { skipRevalidate: true }

const hero = (title: string) => [{ blockType: 'hero' as const, style: 'page' as const, title }]

/** The message Payload answers a refused write with (a ValidationError's field messages). */
async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write
  } catch (error) {
    const data = (error as { data?: { errors?: Array<{ message: string; path?: string }> } }).data
    return [(error as Error).message, ...(data?.errors ?? []).map((e) => `${e.path}: ${e.message}`)].join(' | ')
  }
  throw new Error('the write was accepted')
}

describe('pages collection', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  const create = (data: Record<string, unknown>) =>
    payload.create({ collection: 'pages', overrideAccess: true, context: QUIET, data: { _status: 'published', ...data } as never })

  it('seeds the marketing pages once, at their paths', async () => {
    const first = await runSeeds(payload, [seedPages], () => {})
    expect(first.pages).toBe(SEED_PAGES.length)
    expect((await runSeeds(payload, [seedPages], () => {})).pages).toBe(0)
    const home = await payload.find({ collection: 'pages', where: { path: { equals: '/' } }, depth: 0 })
    expect(home.docs[0]?.slug).toBe('home')
    expect(home.docs[0]?.layout[0]?.blockType).toBe('hero')
  })

  it('nests a page under its parent: /lp/pharma-plants', async () => {
    const lp = await create({ title: 'Landing pages', slug: 'lp', meta: { description: 'Campaigns.' }, layout: hero('Campaigns') })
    expect(lp.path).toBe('/lp')
    const child = await create({ title: 'Pharma plants', slug: 'pharma-plants', parent: lp.id, meta: { description: 'For pharma.' }, layout: hero('Pharma') })
    expect(child.path).toBe('/lp/pharma-plants')
    const found = await payload.find({ collection: 'pages', where: { path: { equals: '/lp/pharma-plants' } }, depth: 0 })
    expect(found.docs.map((d) => d.id)).toEqual([child.id])
  })

  it('refuses a second page at the same address, naming the page that has it', async () => {
    await create({ title: 'Trade fair', slug: 'trade-fair', meta: { description: 'Meet us.' }, layout: hero('Fair') })
    const message = await refusal(create({ title: 'Another fair', slug: 'trade-fair', meta: { description: 'Again.' }, layout: hero('Again') }))
    expect(message).toContain('The address /trade-fair is already used by the page "Trade fair"')
    // A draft holds its address too.
    await create({ title: 'Draft idea', slug: 'draft-idea', meta: { description: 'Later.' }, layout: hero('Later'), _status: 'draft' })
    expect(await refusal(create({ title: 'Same idea', slug: 'draft-idea', meta: { description: 'x' }, layout: hero('x') }))).toContain(
      'already used by the page "Draft idea"',
    )
  })

  it('refuses a slug that is not a path segment, a reserved address and a layout without a Hero, in words', async () => {
    expect(await refusal(create({ title: 'Bad', slug: 'Pharma Plants', meta: { description: 'x' }, layout: hero('x') }))).toContain(
      'may only hold lowercase letters, digits and single hyphens',
    )
    expect(await refusal(create({ title: 'Blog clash', slug: 'blog', meta: { description: 'x' }, layout: hero('x') }))).toContain(
      'The address /blog belongs to another part of the site',
    )
    expect(
      await refusal(create({ title: 'No hero', slug: 'no-hero', meta: { description: 'x' }, layout: [{ blockType: 'ctaBand', anchor: 'demo', title: 'T', text: 'x', primary: { label: 'Go', href: '/contact' } }] })),
    ).toContain('The first block must be a Hero')
    expect(await refusal(create({ title: 'No description', slug: 'no-description', meta: {}, layout: hero('x') }))).toMatch(/description/i)
    // Any block on any page (decision 199), but the open roles only where the request is read.
    const landing = await create({
      title: 'Capture',
      slug: 'capture',
      meta: { description: 'x' },
      layout: [
        ...hero('x'),
        { blockType: 'emailCapture', tone: 'white', title: 'Start', label: 'Work email', placeholder: 'you@company.com', button: 'Go' },
        { blockType: 'leadForm', form: 'demo', campaignLabel: 'Pharma webinar', afterSending: 'message', tone: 'white', title: 'Book a demo' },
      ],
    })
    expect(landing.layout.map((block) => block.blockType)).toEqual(['hero', 'emailCapture', 'leadForm'])
    expect(
      await refusal(create({ title: 'Roles', slug: 'roles-elsewhere', meta: { description: 'x' }, layout: [...hero('x'), { blockType: 'openRoles', tone: 'white', title: 'Open roles' }] })),
    ).toContain('The Open roles block can only be used on /careers (it lists what is open at each visit, filtered by the address)')
    expect(
      await refusal(
        create({ title: 'Thanks', slug: 'no-thanks-page', meta: { description: 'x' }, layout: [...hero('x'), { blockType: 'leadForm', form: 'contact', afterSending: 'page', tone: 'white', title: 'Write' }] }),
      ),
    ).toContain('Choose the thank-you page, or choose "Show a message".')
    expect(
      await refusal(
        create({ title: 'Bad link', slug: 'bad-link', meta: { description: 'x' }, layout: [{ blockType: 'hero', style: 'page', title: 'x', primary: { label: 'Go', href: 'javascript:alert(1)' } }] }),
      ),
    ).toContain('must start with / (a page of this site)')
  })

  it('moves the path of a page when its parent is set, and refuses a page under its own subpage', async () => {
    const parent = await create({ title: 'Events', slug: 'events', meta: { description: 'Events.' }, layout: hero('Events') })
    const page = await create({ title: 'Hannover', slug: 'hannover', meta: { description: 'Fair.' }, layout: hero('Hannover') })
    const moved = await payload.update({ collection: 'pages', id: page.id, overrideAccess: true, context: QUIET, data: { parent: parent.id } })
    expect(moved.path).toBe('/events/hannover')
    const message = await refusal(payload.update({ collection: 'pages', id: parent.id, overrideAccess: true, context: QUIET, data: { parent: moved.id } }))
    expect(message).toContain('A page cannot sit under one of its own subpages')
  })

  // Create New makes a draft before anyone types (decision 198): untouched ones don't stay.
  it('deletes an editor\'s untouched Create New drafts over an hour old when they create another', async () => {
    const editor = (name: string) =>
      payload.create({ collection: 'users', overrideAccess: true, data: { email: `${name}@abandoned.test`, password: 'abandoned-password-1', name, roles: ['editor'] } }) as Promise<User>
    const [anna, ben] = await Promise.all([editor('anna'), editor('ben')])
    // What Payload's create view does on Create New: an empty draft, as the signed-in editor.
    const createNew = (user: User) => payload.create({ collection: 'pages', data: {} as never, draft: true, user: { ...user, collection: 'users' } as never, overrideAccess: false, context: QUIET })
    const hoursAgo = async <T>(hours: number, write: () => Promise<T>) => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() - hours * 60 * 60 * 1000)
      try {
        return await write()
      } finally {
        vi.useRealTimers()
      }
    }
    const untouched = await hoursAgo(2, () => createNew(anna))
    const typedInto = await hoursAgo(2, () => createNew(anna))
    // Autosave: a draft save reaches the latest version only, never the page's own row.
    await payload.update({ collection: 'pages', id: typedInto.id, draft: true, data: { title: 'Half-written offer' } as never, user: { ...anna, collection: 'users' } as never, context: QUIET })
    const recent = await hoursAgo(0.5, () => createNew(anna))
    const bens = await hoursAgo(2, () => createNew(ben))

    const fresh = await createNew(anna)
    const left = await payload.find({ collection: 'pages', draft: true, where: { id: { in: [untouched.id, typedInto.id, recent.id, bens.id, fresh.id] } }, depth: 0, pagination: false, overrideAccess: true })
    expect(left.docs.map((page) => page.id).sort()).toEqual([typedInto.id, recent.id, bens.id, fresh.id].sort())
  })

  it('reads a module-cards block stored before it had cards as the five module cards, and refuses one emptied', async () => {
    const card = { title: 'Plan', label: 'Production Planning', text: 'Plans that hold.', linkLabel: 'For planners', href: '/solutions/production-planning' }
    const page = await create({
      title: 'Module cards',
      slug: `module-cards-${Date.now().toString(36)}`,
      meta: { description: 'The module cards of a page stored before its cards were fields.' },
      layout: [...hero('Our modules'), { blockType: 'moduleCards', tone: 'white', title: 'Pick one', cards: [card] }],
    })
    const [top, stored] = page.layout
    if (stored?.blockType !== 'moduleCards') throw new Error('the page has no module cards')
    expect(stored.cards.map((c) => c.text)).toEqual(['Plans that hold.'])

    // As the row of a block saved before the cards were fields: no card rows (the adapter writes without validating).
    await payload.db.updateOne({ collection: 'pages', id: page.id, data: { layout: [top!, { ...stored, cards: [] }] } })
    const read = (await payload.findByID({ collection: 'pages', id: page.id, depth: 0 })).layout[1]
    expect(read?.blockType === 'moduleCards' && read.cards.map((c) => [c.title, c.label, c.linkLabel, c.href])).toEqual([
      ['Plan', 'Production Planning', 'For Factory Manager', '/solutions/production-planning'],
      ['Procure', 'Supplier Management', 'For Procurement Head', '/solutions/supplier-management'],
      ['Assure', 'Quality Control', 'For QA Lead', '/solutions/quality-control'],
      ['Track', 'Inventory Tracking', 'For Inventory/Stores Manager', '/solutions/inventory-tracking'],
      ['Pulse', 'Factory Analysis', 'For Owner / CEO', '/solutions/factory-analytics'],
    ])

    const emptied = payload.update({ collection: 'pages', id: page.id, overrideAccess: true, context: QUIET, data: { layout: [top!, { ...stored, cards: [] }] } })
    expect(await refusal(emptied)).toMatch(/Cards/)
  })

})
