import { BlogSpinner } from '@/components/blog/spinner'

export default function BlogPostLoading() {
  return <BlogSpinner />
}
