'use client'

import { blogLoadFailed } from '@/components/blog/load-failure'
import { LoadError } from '@/components/blog/retry-button'

/** The list failed to load: the page threw, so this answer (500) is not cached. */
export default function BlogListError() {
  return <LoadError message={blogLoadFailed.list} />
}
