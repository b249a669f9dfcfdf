/** Blog constants from SPEC §9, plus the values the spec leaves open. */
export const BLOG_PAGE_SIZE = 10
export const RELATED_POSTS_LIMIT = 2
export const WORDS_PER_MINUTE = 200
export const RSS_ITEMS = 20
/** Not in the spec: how long a signed preview link stays valid. */
export const PREVIEW_LINK_TTL_SECONDS = 60 * 60
/** Not in the spec: the longest search text we accept. */
export const SEARCH_MAX_LENGTH = 100
/** Not in the spec: the highest list page we query (a larger `?page=` shows this one). */
export const BLOG_MAX_PAGE = 10_000
