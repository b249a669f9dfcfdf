'use client'

import { blogLoadFailed, PostFailureFrame } from '@/components/blog/load-failure'
import { LoadError } from '@/components/blog/retry-button'

/** The post failed to load: the page threw, so this answer (500) is not cached. */
export default function BlogPostError() {
  return (
    <PostFailureFrame>
      <LoadError message={blogLoadFailed.post} />
    </PostFailureFrame>
  )
}
