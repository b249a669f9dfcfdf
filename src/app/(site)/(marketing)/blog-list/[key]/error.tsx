'use client'

import { LoadError } from '@/components/blog/retry-button'

/** The list failed to load: the page threw, so this answer (500) is not cached. */
export default function BlogListError() {
  return <LoadError message="Failed to load blog content. Please try again later." />
}
