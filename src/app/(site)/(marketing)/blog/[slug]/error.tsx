'use client'

import { LoadError } from '@/components/blog/retry-button'

/** The post failed to load: the page threw, so this answer (500) is not cached. */
export default function BlogPostError() {
  return (
    <section className="px-4 pb-24 pt-36 sm:px-6">
      <LoadError message="Failed to load blog post. Please try again later." />
    </section>
  )
}
