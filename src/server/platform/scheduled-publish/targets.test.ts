/** The one list of what scheduled publishing is on for (decision 155) drives the Payload config. */
import type { CollectionConfig, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { isScheduled, SCHEDULED_PUBLISH, withScheduledPublishing } from './targets'

const collection = (slug: string, versions?: CollectionConfig['versions']): CollectionConfig => ({ slug, fields: [], versions })
// The other listed collections, as drafts: each case below is about the blog posts.
const others = () => SCHEDULED_PUBLISH.collections.filter((slug) => slug !== 'erpz-blogs').map((slug) => collection(slug, { drafts: true }))

describe('SCHEDULED_PUBLISH', () => {
  it('lists blog posts', () => {
    expect(SCHEDULED_PUBLISH.collections).toContain('erpz-blogs')
    expect(isScheduled('collection', 'erpz-blogs')).toBe(true)
    expect(isScheduled('collection', 'users')).toBe(false)
  })

  it('switches the drawer on, to the minute, for the listed collections only, keeping their draft settings', () => {
    const { collections } = withScheduledPublishing({
      collections: [collection('erpz-blogs', { drafts: { autosave: false, validate: false }, maxPerDoc: 50 }), collection('users'), ...others()],
    })
    expect(collections[0]!.versions).toEqual({ drafts: { autosave: false, validate: false, schedulePublish: { timeIntervals: 1 } }, maxPerDoc: 50 })
    expect(collections[1]!.versions).toBeUndefined()
  })

  it('refuses a listed collection without drafts, a listed slug missing from the config, and a schedule set outside the list', () => {
    expect(() => withScheduledPublishing({ collections: [collection('erpz-blogs', { maxPerDoc: 5 }), ...others()] })).toThrow(/erpz-blogs is listed for scheduled publishing but has no versions.drafts/)
    expect(() => withScheduledPublishing({ collections: [collection('users')] })).toThrow(/not in the config: erpz-blogs/)
    expect(() =>
      withScheduledPublishing({
        collections: [collection('erpz-blogs', { drafts: true }), collection('media', { drafts: { schedulePublish: true } }), ...others()],
      }),
    ).toThrow(/media sets schedulePublish itself: list it in SCHEDULED_PUBLISH/)
    const global: GlobalConfig = { slug: 'footer', fields: [], versions: { drafts: { schedulePublish: true } } }
    expect(() => withScheduledPublishing({ collections: [collection('erpz-blogs', { drafts: true }), ...others()], globals: [global] })).toThrow(/global footer sets schedulePublish itself/)
  })
})
