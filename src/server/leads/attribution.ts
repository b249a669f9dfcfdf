import 'server-only'

import type { LeadMeta } from '@/lib/validation/lead-meta'

function utmData(utm: LeadMeta['utm']) {
  return {
    source: utm?.source ?? null,
    medium: utm?.medium ?? null,
    campaign: utm?.campaign ?? null,
    term: utm?.term ?? null,
    content: utm?.content ?? null,
  }
}

/**
 * How the visitor found us (decision 169): the first visit the browser remembered after Accept All,
 * otherwise the page the form was sent from (essential only, or nothing remembered).
 */
export function attributionData(meta: LeadMeta) {
  const first = meta.firstTouch
  if (first) {
    return {
      touch: 'first' as const,
      landing_page: first.landingPage ?? null,
      referrer: first.referrer ?? null,
      utm: utmData(first.utm),
      first_seen_at: first.at ?? null,
    }
  }
  return {
    touch: 'page' as const,
    landing_page: meta.sourcePage ?? null,
    referrer: meta.referrer ?? null,
    utm: utmData(meta.utm),
    first_seen_at: null,
  }
}

/** Where a lead came from (page, referrer, UTM, attribution), as stored on every lead, bookings' included. */
export function originData(meta: LeadMeta) {
  return {
    source_page: meta.sourcePage ?? null,
    referrer: meta.referrer ?? null,
    utm: utmData(meta.utm),
    campaign_label: meta.campaignLabel || null,
    attribution: attributionData(meta),
  }
}

type StoredUtm = { source?: string | null; medium?: string | null; campaign?: string | null; term?: string | null; content?: string | null } | null
export type StoredAttribution = {
  touch?: string | null
  landing_page?: string | null
  referrer?: string | null
  utm?: StoredUtm
  first_seen_at?: string | null
} | null

/**
 * The webhooks' `attribution` object (additive next to SPEC §7's `data`): how the visitor found us,
 * and the page the form was sent from. Null values where nothing is known.
 */
export function attributionPayload(stored: StoredAttribution | undefined, sourcePage: string | null | undefined) {
  const utm = stored?.utm ?? null
  return {
    touch: stored?.touch === 'first' ? 'first_visit' : 'this_page',
    landing_page: stored?.landing_page ?? null,
    referrer: stored?.referrer ?? null,
    utm: {
      source: utm?.source ?? null,
      medium: utm?.medium ?? null,
      campaign: utm?.campaign ?? null,
      term: utm?.term ?? null,
      content: utm?.content ?? null,
    },
    first_seen_at: stored?.first_seen_at ? new Date(stored.first_seen_at).toISOString() : null,
    source_page: sourcePage ?? null,
  }
}
