/**
 * Payload's slugField on a database that has posts from before it (decision 137): the migration
 * adds the `generateSlug` columns and turns them off for every stored post, category and version,
 * so stored slugs (live URLs) and SEO values stay as they were and a later title change keeps them.
 */
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import config from '@/payload.config'
import { appMigrations, closePayload } from '@/server/platform/db/prepare'

import { queryRows } from '../support/db-query'

const database = { dialect: env.dialect, url: env.DATABASE_URL }
let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config, key: `${env.DATABASE_URL}#slug-migration` })
  const all = appMigrations()
  // Later migrations (the scheduler's) come after it; everything before it is the old schema.
  const slugField = all.findIndex((migration) => /_slug_field$/.test(migration.name))
  expect(slugField).toBeGreaterThan(0)
  // The schema as it was before slugField, with a category, a post and its version in it.
  await payload.db.migrate({ migrations: all.slice(0, slugField) })
  await queryRows(database, `INSERT INTO erpz_blog_categories (id, name, slug) VALUES (901, 'Quality', 'quality-and-audits')`)
  await queryRows(
    database,
    `INSERT INTO erpz_blogs (id, title, slug, description, category_id, published_at, seo_meta_title, seo_meta_description, _status)
     VALUES (901, 'Cutting Scrap by Half', 'how-we-cut-scrap', 'A plant story', 901, '2026-01-05T10:00:00.000Z', 'Scrap, halved', 'What one plant changed', 'published')`,
  )
  await queryRows(
    database,
    `INSERT INTO _erpz_blogs_v (parent_id, version_title, version_slug, version_description, version_category_id,
       version_published_at, version_seo_meta_title, version_seo_meta_description, version__status, version_created_at,
       version_updated_at, latest)
     SELECT id, title, slug, description, category_id, published_at, seo_meta_title, seo_meta_description, 'published',
       created_at, updated_at, ? FROM erpz_blogs WHERE id = 901`,
    [database.dialect === 'postgres' ? 'true' : 1],
  )
  await payload.db.migrate({ migrations: all })
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('slugField migration', () => {
  it('keeps every stored slug and SEO value, with slug generation off', async () => {
    const post = await payload.findByID({ collection: 'erpz-blogs', id: 901, depth: 0 })
    expect(post).toMatchObject({
      slug: 'how-we-cut-scrap',
      generateSlug: false,
      seo: { metaTitle: 'Scrap, halved', metaDescription: 'What one plant changed' },
    })
    const category = await payload.findByID({ collection: 'erpz-blog-categories', id: 901 })
    expect(category).toMatchObject({ slug: 'quality-and-audits', generateSlug: false })
    const versions = await queryRows<{ g: unknown }>(database, 'SELECT version_generate_slug AS g FROM _erpz_blogs_v WHERE parent_id = 901')
    expect(versions.map((v) => Boolean(v.g))).toEqual([false])
  })

  it('a new title does not move a stored slug (a live URL)', async () => {
    const post = await payload.update({
      collection: 'erpz-blogs',
      id: 901,
      data: { title: 'Halving Scrap in Ninety Days' },
      context: { skipRevalidate: true },
    })
    expect(post.slug).toBe('how-we-cut-scrap')
    const category = await payload.update({ collection: 'erpz-blog-categories', id: 901, data: { name: 'Quality & Audits' }, context: { skipRevalidate: true } })
    expect(category.slug).toBe('quality-and-audits')
  })

  it('new posts still get their slug from the title, and a typed slug is normalised', async () => {
    const generated = await payload.create({
      collection: 'erpz-blogs',
      data: { title: 'Shift Handover Without Paper', slug: '', description: 'd' },
      context: { skipRevalidate: true },
    })
    expect(generated.slug).toBe('shift-handover-without-paper')
    const typed = await payload.create({
      collection: 'erpz-blogs',
      data: { title: 'Anything', slug: '  Our OEE Story ', description: 'd' },
      context: { skipRevalidate: true },
    })
    expect(typed.slug).toBe('our-oee-story')
    const renamed = await payload.update({
      collection: 'erpz-blogs',
      id: typed.id,
      data: { slug: 'OEE, Explained' },
      context: { skipRevalidate: true },
    })
    expect(renamed.slug).toBe('oee-explained')
  })
})
