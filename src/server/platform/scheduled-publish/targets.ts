import 'server-only'

import type { CollectionConfig, CollectionSlug, GlobalConfig, GlobalSlug } from 'payload'

/**
 * What scheduled publish and unpublish (decision 155) are on for: ONE list. A collection or global
 * named here gets `versions.drafts.schedulePublish` in the Payload config (so the admin shows the
 * Schedule Publish drawer) and is fired by the server's loop (src/server/platform/scheduled-publish/index.ts);
 * one not named has neither. To add one, name it here; it needs `versions.drafts` and hooks that
 * revalidate its pages from outside a request (`revalidateOutsideRequest`, src/server/blog/tags.ts),
 * since the loop runs in no request.
 */
export const SCHEDULED_PUBLISH: { readonly collections: readonly CollectionSlug[]; readonly globals: readonly GlobalSlug[] } = {
  collections: ['erpz-blogs', 'pages', 'policies'],
  globals: [],
}

export type ScheduleAction = 'publish' | 'unpublish' | 'cancel'

/**
 * Who may not schedule (or cancel a schedule of) a collection's documents: a collection sets
 * `custom.scheduleRefusal`, answering the message to show (or null when `user` may). The admin's
 * schedule server function asks it before queuing (src/server/platform/scheduled-publish/server-functions.ts).
 */
export type ScheduleRefusal = (user: unknown, action: ScheduleAction) => string | null

export function scheduleRefusalOf(config: { custom?: Record<string, unknown> }): ScheduleRefusal | undefined {
  const refusal = config.custom?.scheduleRefusal
  return typeof refusal === 'function' ? (refusal as ScheduleRefusal) : undefined
}

const PUBLISH_BUTTON = '/components/admin/publish-button#PublishOrSchedule'

/** The drawer's time picker offers every minute (Payload's default is every fifth). */
const SCHEDULE = { timeIntervals: 1 } as const

export type ScheduledKind = 'collection' | 'global'

export function isScheduled(kind: ScheduledKind, slug: string): boolean {
  return kind === 'collection'
    ? (SCHEDULED_PUBLISH.collections as readonly string[]).includes(slug)
    : (SCHEDULED_PUBLISH.globals as readonly string[]).includes(slug)
}

function hasOwnSchedule(versions: CollectionConfig['versions'] | GlobalConfig['versions']): boolean {
  const drafts = typeof versions === 'object' && versions !== null ? versions.drafts : undefined
  return typeof drafts === 'object' && drafts !== null && drafts.schedulePublish !== undefined
}

function withSchedule<T extends CollectionConfig | GlobalConfig>(config: T, kind: ScheduledKind): T {
  if (hasOwnSchedule(config.versions)) {
    throw new Error(`${kind} ${config.slug} sets schedulePublish itself: list it in SCHEDULED_PUBLISH (src/server/platform/scheduled-publish/targets.ts) instead`)
  }
  if (!isScheduled(kind, config.slug)) return config
  const versions = typeof config.versions === 'object' && config.versions !== null ? config.versions : undefined
  const drafts = versions?.drafts
  if (!drafts) throw new Error(`${kind} ${config.slug} is listed for scheduled publishing but has no versions.drafts`)
  const scheduled = { ...config, versions: { ...versions, drafts: { ...(drafts === true ? {} : drafts), schedulePublish: SCHEDULE } } }
  if (kind === 'global') return scheduled
  // The drawer opens on "Publish" for a document never published (src/components/admin/publish-button.tsx).
  const admin = (config as CollectionConfig).admin
  return { ...scheduled, admin: { ...admin, components: { ...admin?.components, edit: { ...admin?.components?.edit, PublishButton: PUBLISH_BUTTON } } } }
}

function checkListed(kind: ScheduledKind, listed: readonly string[], present: readonly string[]): void {
  const unknown = listed.filter((slug) => !present.includes(slug))
  if (unknown.length > 0) throw new Error(`SCHEDULED_PUBLISH names ${kind}s that are not in the config: ${unknown.join(', ')}`)
}

/**
 * The config's collections and globals with scheduled publishing switched on for those listed
 * (and only those). Called once, in src/payload.config.ts.
 */
export function withScheduledPublishing<C extends CollectionConfig, G extends GlobalConfig>(config: {
  collections: C[]
  globals?: G[]
}): { collections: C[]; globals: G[] } {
  const globals = config.globals ?? []
  checkListed('collection', SCHEDULED_PUBLISH.collections, config.collections.map((c) => c.slug))
  checkListed('global', SCHEDULED_PUBLISH.globals, globals.map((g) => g.slug))
  return {
    collections: config.collections.map((c) => withSchedule(c, 'collection')),
    globals: globals.map((g) => withSchedule(g, 'global')),
  }
}
