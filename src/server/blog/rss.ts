import 'server-only'

import { escapeHtml } from './render'
import type { PostSummary } from './queries'

const xml = (value: string) => escapeHtml(value).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')

/** RSS 2.0 document of the given posts (already newest first). */
export function buildRss(posts: PostSummary[], siteUrl: string, now = new Date()): string {
  const items = posts
    .map((post) => {
      const link = `${siteUrl}/blog/${encodeURIComponent(post.slug)}`
      const date = post.publishedAt ? new Date(post.publishedAt).toUTCString() : now.toUTCString()
      return [
        '    <item>',
        `      <title>${xml(post.title)}</title>`,
        `      <link>${xml(link)}</link>`,
        `      <guid isPermaLink="true">${xml(link)}</guid>`,
        `      <description>${xml(post.description)}</description>`,
        `      <pubDate>${date}</pubDate>`,
        ...(post.category ? [`      <category>${xml(post.category.name)}</category>`] : []),
        '    </item>',
      ].join('\n')
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>ERPZ Manufacturing Insights</title>
    <link>${xml(siteUrl)}/blog</link>
    <description>Manufacturing insights for factory managers, procurement heads, QA leads, stores managers and owners.</description>
    <language>en</language>
    <atom:link href="${xml(siteUrl)}/blog/rss.xml" rel="self" type="application/rss+xml"/>
    <lastBuildDate>${(posts[0]?.publishedAt ? new Date(posts[0].publishedAt) : now).toUTCString()}</lastBuildDate>
${items}
  </channel>
</rss>
`
}
