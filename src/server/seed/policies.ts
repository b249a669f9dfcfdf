import 'server-only'

import type { Payload } from 'payload'

import { heading, lexicalRoot, list, paragraph } from '../blog/lexical-build'
import type { Seeder } from './seeder'
import { SEED_POLICIES, type SeedPolicy } from './policy-content'

/** "April 15, 2025" → noon UTC that day, so the date reads the same in every time zone. */
export function seedDate(longUsDate: string): string {
  const date = new Date(`${longUsDate} 12:00 UTC`)
  if (Number.isNaN(date.getTime())) throw new Error(`Unreadable policy date: ${longUsDate}`)
  return date.toISOString()
}

/** The policy's text as the editor stores it: the intro, then per section a heading, paragraphs, a list. */
export function seedPolicyBody(policy: SeedPolicy) {
  return lexicalRoot([
    paragraph(policy.intro),
    ...policy.sections.flatMap((section) => [
      heading('h2', section.heading),
      ...(section.paragraphs ?? []).map((p) => paragraph(p)),
      ...(section.list ? [list([...section.list])] : []),
    ]),
  ])
}

/** The five policies, published, with the text the site served before they moved into the CMS. */
export const seedPolicies: Seeder = {
  name: 'policies',
  async run(payload: Payload, log) {
    let created = 0
    for (const policy of Object.values(SEED_POLICIES)) {
      const existing = await payload.count({ collection: 'policies', where: { slug: { equals: policy.slug } }, overrideAccess: true })
      if (existing.totalDocs > 0) continue
      await payload.create({
        collection: 'policies',
        overrideAccess: true,
        context: { skipRevalidate: true },
        data: { title: policy.title, slug: policy.slug, lastUpdated: seedDate(policy.lastUpdated), body: seedPolicyBody(policy) as never, _status: 'published' },
      })
      created++
    }
    if (created > 0) log(`▸ Seeded ${created} policies`)
    return created
  },
}
