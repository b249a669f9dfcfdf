/**
 * The blog's data as pages and components receive it (src/server/blog builds it from Payload's
 * documents). Plain data, safe to cache as JSON; no server code, so components may import it.
 */
/** A post as the pages need it. */
export type PostSummary = {
  id: number | string
  title: string
  slug: string
  description: string
  publishedAt: string | null
  updatedAt: string
  author: string
  category: { id: number | string; name: string; slug: string } | null
  hero: { url: string; medium: string | null; large: string | null; alt: string; width: number | null; height: number | null } | null
}
export type PostDetail = PostSummary & { body: unknown; seo: { title: string | null; description: string | null; image: string | null } }

export type PostListQuery = { q?: string; category?: string; page?: number }
export type PostList = {
  posts: PostSummary[]
  page: number
  totalPages: number
  totalDocs: number
  /** Categories appearing among the loaded posts, by name. */
  categories: { name: string; slug: string }[]
  /** The category filter as resolved (null when "All" or unknown). */
  activeCategory: { name: string; slug: string } | null
}

/** One heading of the table of contents (h2 and h3, SPEC §9). */
export type TocEntry = { id: string; text: string; level: 2 | 3 }
/** A post body rendered to sanitised HTML on the server, with its headings and word count. */
export type RenderedBody = { html: string; toc: TocEntry[]; words: number }
