import type { CollectionConfig } from 'payload'

import { adminOnly, nobody } from '../access'

export const ANALYTICS_EVENTS_SLUG = 'erpz-analytics-events'
export const ANALYTICS_SALTS_SLUG = 'erpz-analytics-salts'

/**
 * First-party page views and conversions (issue 29, decision 180). The schema lives here so both
 * dialects get generated migrations; rows are written and pruned with direct SQL
 * (src/server/analytics), never through the REST API. No address or user agent is stored: only
 * a visitor id that cannot be linked across days.
 */
export const AnalyticsEvents: CollectionConfig = {
  slug: ANALYTICS_EVENTS_SLUG,
  labels: { singular: 'Analytics event', plural: 'Analytics events' },
  admin: { hidden: true, group: 'Settings' },
  access: { read: adminOnly, create: nobody, update: nobody, delete: adminOnly },
  fields: [
    { name: 'occurred_at', type: 'date', required: true, index: true },
    { name: 'name', type: 'text', required: true },
    { name: 'path', type: 'text', required: true },
    { name: 'utm_source', type: 'text' },
    { name: 'utm_medium', type: 'text' },
    { name: 'utm_campaign', type: 'text' },
    { name: 'referrer_host', type: 'text' },
    { name: 'device', type: 'text', required: true },
    { name: 'visitor_id', type: 'text', required: true },
  ],
  timestamps: false,
}

/**
 * The day's salt of the visitor id: one row per UTC day, created by the first instance that needs
 * it, earlier days deleted. Nobody reads it over the API: with a day's salt, an address and a
 * user agent could be tested against that day's visitor ids.
 */
export const AnalyticsSalts: CollectionConfig = {
  slug: ANALYTICS_SALTS_SLUG,
  labels: { singular: 'Analytics salt', plural: 'Analytics salts' },
  admin: { hidden: true, group: 'Settings' },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'day', type: 'text', required: true, unique: true },
    { name: 'salt', type: 'text', required: true },
  ],
  timestamps: false,
}

export const ANALYTICS_DAILY_SLUG = 'erpz-analytics-daily'

/**
 * Closed days of analytics, rolled up by the maintenance pass (decision 182) so the dashboard never
 * scans raw events older than today, and the figures outlive the raw events' 30 days. One row per
 * day, dimension (total, page, source, campaign, device) and value; counts are of the day's
 * visitors (daily ids) except page views.
 */
export const AnalyticsDaily: CollectionConfig = {
  slug: ANALYTICS_DAILY_SLUG,
  labels: { singular: 'Analytics day', plural: 'Analytics days' },
  admin: { hidden: true, group: 'Settings' },
  access: { read: adminOnly, create: nobody, update: nobody, delete: adminOnly },
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'dimension', type: 'text', required: true },
    { name: 'value', type: 'text', required: true },
    { name: 'visitors', type: 'number', required: true },
    { name: 'pageviews', type: 'number', required: true },
    { name: 'leads', type: 'number', required: true },
    { name: 'signups', type: 'number', required: true },
    { name: 'workspaces', type: 'number', required: true },
  ],
  indexes: [{ fields: ['day', 'dimension', 'value'], unique: true }],
  timestamps: false,
}
