/**
 * Seeds the bench database with 1,000 generated, published blog posts (and a few categories and
 * one hero image when the post collection links to them). Runs in its own process against the
 * database the environment names; the benchmark calls it after preparing that database.
 *
 *   node --import tsx --import ./scripts/lib/register.mjs bench/seed-posts.ts [count]
 *
 * The post collection is not part of the foundation: when `erpz-blogs` is absent it prints a note
 * and seeds nothing. The data comes from the collection's own field list (known names first,
 * then any other required field), so it follows the schema the blog ships with. If a schema rule
 * rejects it, extend `fieldValue` below; the error names the field.
 *
 * Last line of output: `SEEDED <n> <search term>` or `SKIPPED <reason>`.
 */
import { getPayload, type CollectionSlug, type FlattenedField, type Payload } from 'payload'
import sharp from 'sharp'

import config from '../src/payload.config'
import { closePayload } from '../src/server/platform/db/prepare'

import { seedLandingForm } from './seed-landing'

export const POSTS_COLLECTION = 'erpz-blogs'
/** A word every generated post title contains, for the search measurement. */
export const SEARCH_TERM = 'throughput'
const SLUG_PREFIX = 'bench-post-'

const TOPICS = ['Production Planning', 'Supplier Scorecards', 'Digital QC', 'Stock Visibility', 'Factory Analytics']
const ANGLES = ['Lessons', 'Checklist', 'Field Notes', 'A Practical Guide', 'Common Mistakes']
const CATEGORY_NAMES = ['Planning', 'Procurement', 'Quality', 'Inventory', 'Analytics']
const SENTENCE =
  'Shop floor teams that share one real-time view of orders, machines and material spend less time chasing status and more time improving throughput, quality and delivery.'

function isCollection(payload: Payload, slug: string): slug is CollectionSlug {
  return Object.hasOwn(payload.collections, slug)
}

function lexicalText(text: string) {
  return { type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }
}
function lexicalBlock(type: 'paragraph' | 'heading', text: string, tag?: 'h2' | 'h3') {
  return {
    type,
    ...(tag ? { tag } : { textFormat: 0, textStyle: '' }),
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [lexicalText(text)],
  }
}

/** About 900 words in six sections with h2 and h3 headings, like a real article. */
export function articleSections(i: number): Array<{ heading: string; level: 'h2' | 'h3'; text: string }> {
  return Array.from({ length: 6 }, (_, s) => ({
    heading: `${s % 2 ? 'Step' : 'Part'} ${s + 1}: ${TOPICS[(i + s) % TOPICS.length]}`,
    level: s % 3 === 2 ? 'h3' : 'h2',
    text: Array.from({ length: 5 }, () => SENTENCE).join(' '),
  }))
}

function lexicalBody(i: number) {
  const children = articleSections(i).flatMap((section) => [
    lexicalBlock('heading', section.heading, section.level),
    lexicalBlock('paragraph', section.text),
  ])
  return { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children } }
}

function htmlBody(i: number): string {
  return articleSections(i)
    .map((s) => `<${s.level}>${s.heading}</${s.level}><p>${s.text}</p>`)
    .join('\n')
}

type Related = Map<string, Array<string | number>>

function postTitle(i: number): string {
  return `${TOPICS[i % TOPICS.length]}: ${ANGLES[Math.floor(i / TOPICS.length) % ANGLES.length]} for Higher Throughput #${i + 1}`
}

/** The value for one field of post `i`, or undefined to leave the field to its default. */
function fieldValue(field: FlattenedField, i: number, related: Related, name: string): unknown {
  const known = /^(title|name|slug|description|excerpt|summary|body|content|publishedAt|author)$/.test(field.name)
  switch (field.type) {
    case 'text':
      if (field.name === 'slug') return `${name === 'post' ? SLUG_PREFIX : 'bench-'}${String(i + 1).padStart(4, '0')}`
      if (field.name === 'title' || field.name === 'name') return name === 'post' ? postTitle(i) : CATEGORY_NAMES[i]
      if (field.name === 'author') return 'ERPZ Editorial Team'
      return field.required ? `${field.name} ${i + 1}` : undefined
    case 'textarea':
      if (/^(body|content)$/.test(field.name)) return htmlBody(i)
      if (known || field.required) return `How manufacturers improve throughput with ${TOPICS[i % TOPICS.length]?.toLowerCase()}: post ${i + 1}.`
      return undefined
    case 'code':
      return known || field.required ? htmlBody(i) : undefined
    case 'richText':
      return known || field.required ? lexicalBody(i) : undefined
    case 'date':
      // One post a day going back from yesterday: distinct, stable order.
      return known || field.required ? new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString() : undefined
    case 'email':
      return field.required ? `bench${i + 1}@example.test` : undefined
    case 'number':
      return field.required ? i + 1 : undefined
    case 'checkbox':
      return field.required ? false : undefined
    case 'select':
    case 'radio': {
      if (!field.required) return undefined
      const first = field.options[0]
      return typeof first === 'string' ? first : first?.value
    }
    case 'relationship':
    case 'upload': {
      const target = Array.isArray(field.relationTo) ? field.relationTo[0] : field.relationTo
      const ids = target ? related.get(target) : undefined
      if (!ids?.length) return undefined
      const id = ids[i % ids.length]!
      const value = Array.isArray(field.relationTo) ? { relationTo: target, value: id } : id
      return field.hasMany ? [value] : value
    }
    case 'group': {
      const entries = field.flattenedFields
        .map((child) => [child.name, fieldValue(child, i, related, name)] as const)
        .filter(([, value]) => value !== undefined)
      return entries.length ? Object.fromEntries(entries) : undefined
    }
    default:
      if ('required' in field && field.required) throw new Error(`bench/seed-posts.ts cannot fill the required ${field.type} field "${field.name}"`)
      return undefined
  }
}

function documentData(payload: Payload, slug: CollectionSlug, i: number, related: Related, name: string): Record<string, unknown> {
  const collection = payload.collections[slug]
  const data: Record<string, unknown> = {}
  for (const field of collection.config.flattenedFields) {
    const value = fieldValue(field, i, related, name)
    if (value !== undefined) data[field.name] = value
  }
  if (collection.config.versions?.drafts) data._status = 'published'
  return data
}

async function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 55, g: 48, b: 163 } } })
    .png()
    .toBuffer()
}

/** Ids of the documents posts link to: categories get five, upload collections one image. */
async function relatedDocuments(payload: Payload, postsSlug: CollectionSlug): Promise<Related> {
  const related: Related = new Map()
  const targets = new Set<string>()
  for (const field of payload.collections[postsSlug].config.flattenedFields) {
    if (field.type !== 'relationship' && field.type !== 'upload') continue
    for (const target of [field.relationTo].flat()) targets.add(target)
  }
  for (const target of targets) {
    if (target === POSTS_COLLECTION || target === 'users' || !isCollection(payload, target)) continue
    const collection = payload.collections[target]
    const existing = await payload.find({ collection: target, limit: 5, depth: 0, overrideAccess: true })
    if (existing.docs.length > 0) {
      related.set(target, existing.docs.map((doc) => doc.id))
      continue
    }
    const ids: Array<string | number> = []
    if (collection.config.upload) {
      const data = await tinyPng()
      const doc = await payload.create({
        collection: target,
        overrideAccess: true,
        data: { alt: 'Factory floor at dusk' } as never,
        file: { data, mimetype: 'image/png', name: 'bench-hero.png', size: data.length },
        context: { disableRevalidate: true },
      })
      ids.push(doc.id)
    } else {
      for (let c = 0; c < CATEGORY_NAMES.length; c++) {
        const doc = await payload.create({
          collection: target,
          overrideAccess: true,
          data: documentData(payload, target, c, related, 'category') as never,
          context: { disableRevalidate: true },
        })
        ids.push(doc.id)
      }
    }
    related.set(target, ids)
  }
  return related
}

export async function seedBenchPosts(payload: Payload, count: number, log: (line: string) => void): Promise<number> {
  if (!isCollection(payload, POSTS_COLLECTION)) {
    log(`SKIPPED the Payload config has no "${POSTS_COLLECTION}" collection yet (blog not merged)`)
    return 0
  }
  const existing = await payload.count({
    collection: POSTS_COLLECTION,
    overrideAccess: true,
    where: { slug: { like: SLUG_PREFIX } },
  })
  const related = await relatedDocuments(payload, POSTS_COLLECTION)
  const started = Date.now()
  for (let i = existing.totalDocs; i < count; i++) {
    try {
      await payload.create({
        collection: POSTS_COLLECTION,
        overrideAccess: true,
        data: documentData(payload, POSTS_COLLECTION, i, related, 'post') as never,
        context: { disableRevalidate: true },
      })
    } catch (error) {
      throw new Error(`creating generated post ${i + 1} failed (adjust fieldValue in bench/seed-posts.ts): ${String(error)}`)
    }
    if ((i + 1) % 250 === 0) console.log(`  ${i + 1} posts (${Math.round((Date.now() - started) / 1000)} s)`)
  }
  log(`SEEDED ${count} ${SEARCH_TERM}`)
  return count - existing.totalDocs
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 1000)
  const payload = await getPayload({ config })
  try {
    await seedLandingForm(payload)
    await seedBenchPosts(payload, count, (line) => console.log(line))
  } finally {
    await closePayload(payload)
  }
  process.exit(0)
}
