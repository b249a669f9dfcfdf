/** Finds what to measure on the blog from the pages themselves, so route choices stay the blog's. */

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
}

/** The first post linked from the blog list (`/blog/{slug}`), or null when the list has none. */
export function firstPostPath(blogHtml: string): string | null {
  for (const href of hrefs(blogHtml)) {
    const path = href.replace(/^https?:\/\/[^/]+/, '')
    const match = /^\/blog\/([a-z0-9][a-z0-9-]*)\/?$/i.exec(path)
    if (match && !/^(preview|page|category|categories|rss|feed)$/i.test(match[1]!)) return path
  }
  return null
}

/**
 * The list's page 3: the pagination link to page 2 with 2 replaced by 3 (`?page=2` or `/page/2`),
 * else `/blog?page=3`.
 */
export function listPage3Path(blogHtml: string): string {
  for (const href of hrefs(blogHtml)) {
    const path = href.replace(/^https?:\/\/[^/]+/, '')
    if (!path.startsWith('/blog')) continue
    if (/[?&]page=2(&|$)/.test(path)) return path.replace(/([?&]page=)2(&|$)/, '$13$2')
    if (/\/page\/2\/?$/.test(path)) return path.replace(/\/page\/2(\/?)$/, '/page/3$1')
  }
  return '/blog?page=3'
}
