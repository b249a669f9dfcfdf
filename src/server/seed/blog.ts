import 'server-only'

import sharp from 'sharp'
import type { Payload } from 'payload'

import { slugify } from '../../collections/blog/slugify'
import { heading, lexicalRoot, list, paragraph, quote } from '../blog/lexical-build'
import type { Seeder } from './seeder'
import { SEED_CATEGORIES, SEED_DRAFT, SEED_POSTS, type SeedPost } from './blog-content'

const QUIET = { skipRevalidate: true }

/** A 1600×900 hero drawn as SVG (an abstract factory skyline) and rasterised with sharp. */
export async function heroImage(title: string, colours: readonly [string, string], variant: number): Promise<Buffer> {
  const bars = Array.from({ length: 7 }, (_, i) => {
    const h = 160 + ((variant * 37 + i * 53) % 220)
    const x = 120 + i * 200
    return `<rect x="${x}" y="${760 - h}" width="140" height="${h}" rx="10" fill="#ffffff" fill-opacity="${0.1 + (i % 3) * 0.06}"/>`
  }).join('')
  const gears = [0, 1, 2]
    .map((i) => `<circle cx="${1240 - i * 170 + (variant % 4) * 25}" cy="${210 + i * 70}" r="${70 - i * 15}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="14" stroke-dasharray="18 12"/>`)
    .join('')
  const label = title.length > 42 ? `${title.slice(0, 40).trimEnd()}…` : title
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
    <rect width="1600" height="900" fill="url(#g)"/>
    <path d="M0 760 H1600 V900 H0 Z" fill="#000000" fill-opacity="0.18"/>
    ${bars}${gears}
    <path d="M120 ${640 - (variant % 5) * 30} L420 ${560 - (variant % 3) * 40} L720 ${600 - (variant % 4) * 20} L1020 ${480 - (variant % 5) * 15} L1440 ${420 - (variant % 3) * 30}" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
    <text x="120" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff" fill-opacity="0.9">${label.replace(/[&<>]/g, '')}</text>
  </svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

export function seedBody(post: SeedPost) {
  return lexicalRoot(
    post.sections.flatMap((section) => [
      heading('h2', section.h2),
      ...section.paras.map((p) => paragraph(p)),
      ...(section.list ? [list(section.list)] : []),
      ...(section.quote ? [quote(section.quote)] : []),
      ...(section.h3 ? [heading('h3', section.h3.title), ...section.h3.paras.map((p) => paragraph(p))] : []),
    ]),
  )
}

async function createPost(payload: Payload, post: SeedPost, categoryIds: Map<string, number>, index: number, draft: boolean) {
  const colours = SEED_CATEGORIES.find((c) => c.name === post.category)?.hue ?? SEED_CATEGORIES[0].hue
  const data = await heroImage(post.category, colours, index)
  const slug = slugify(post.title)
  const hero = await payload.create({
    collection: 'media',
    overrideAccess: true,
    context: QUIET,
    data: { alt: `Illustration for “${post.title}”` },
    file: { data, mimetype: 'image/png', name: `${slug}.png`, size: data.length },
  })
  await payload.create({
    collection: 'erpz-blogs',
    overrideAccess: true,
    context: QUIET,
    draft,
    data: {
      title: post.title,
      slug,
      description: post.description,
      author: post.author,
      category: categoryIds.get(post.category),
      hero: hero.id,
      body: seedBody(post) as never,
      _status: draft ? 'draft' : 'published',
      ...(draft ? {} : { publishedAt: new Date(`${post.date}T09:00:00.000Z`).toISOString() }),
    },
  })
}

/** Categories, hero images, the published demo posts and one draft — only on an empty blog. */
export const seedBlog: Seeder = {
  name: 'blog',
  async run(payload, log) {
    const { totalDocs } = await payload.count({ collection: 'erpz-blogs', overrideAccess: true, where: {} })
    if (totalDocs > 0) return 0
    const categoryIds = new Map<string, number>()
    for (const category of SEED_CATEGORIES) {
      const existing = await payload.find({ collection: 'erpz-blog-categories', where: { name: { equals: category.name } }, limit: 1, overrideAccess: true })
      const doc =
        existing.docs[0] ??
        (await payload.create({ collection: 'erpz-blog-categories', overrideAccess: true, context: QUIET, data: { name: category.name, slug: slugify(category.name) } }))
      categoryIds.set(category.name, doc.id)
    }
    let created = 0
    for (const [index, post] of SEED_POSTS.entries()) {
      await createPost(payload, post, categoryIds, index, false)
      created++
    }
    await createPost(payload, SEED_DRAFT, categoryIds, SEED_POSTS.length, true)
    created++
    log(`▸ Blog: ${created} posts seeded (${SEED_POSTS.length} published, 1 draft)`)
    return created
  },
}
