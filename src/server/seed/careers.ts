import 'server-only'

import { careers } from '@/content/careers'
import { DEFAULT_SETTINGS } from '@/globals/defaults'

import { lexicalRoot, paragraph } from '../blog/lexical-build'
import type { Seeder } from './seeder'

/** The three roles of SPEC §2 as openings (issue 27), open with no closing date. */
export const seedCareers: Seeder = {
  name: 'careers',
  run: async (payload, log) => {
    const existing = await payload.count({ collection: 'openings', overrideAccess: true })
    if (existing.totalDocs > 0) return 0
    let created = 0
    for (const role of careers.roles) {
      await payload.create({
        collection: 'openings',
        overrideAccess: true,
        data: {
          title: role.title,
          slug: role.id,
          status: 'open',
          datePosted: new Date().toISOString(),
          hiringContact: DEFAULT_SETTINGS.contact.careersEmail,
          department: role.department,
          location: role.location,
          workplaceType: role.workplaceType,
          addressLocality: role.addressLocality ?? null,
          addressRegion: role.addressRegion ?? null,
          addressCountry: 'IN',
          employmentType: 'FULL_TIME',
          description: lexicalRoot([paragraph(role.summary)]) as never,
          requirements: role.requirements.map((requirement) => ({ requirement })),
        },
      })
      created++
    }
    log(`Seeded ${created} open roles`)
    return created
  },
}
