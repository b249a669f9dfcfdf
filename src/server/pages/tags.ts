import 'server-only'

/** Cache tags of the page documents: `all` covers every page (and the sitemap); one tag per path. */
export const PAGE_TAGS = {
  all: 'pages',
  page: (path: string) => `pages:path:${path}`,
} as const
