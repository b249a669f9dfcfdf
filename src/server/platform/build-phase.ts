import 'server-only'

/**
 * Whether this process is `next build` prerendering: then the CMS-backed readers (pages, pricing,
 * site globals) answer from their seed documents and never need the database (decisions 069, 157).
 */
// eslint-disable-next-line no-restricted-properties -- set by `next build` itself, not configuration
export const isBuilding = (): boolean => process.env.NEXT_PHASE === 'phase-production-build'
