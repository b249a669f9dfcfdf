import 'server-only'

/** Cache tags of the blog: `all` covers lists, feeds and every post; one tag per post slug. */
export const BLOG_TAGS = {
  all: 'blog',
  post: (slug: string) => `blog:post:${slug}`,
} as const
