import { BlogSpinner } from '@/components/blog/spinner'

export default function BlogListLoading() {
  return <BlogSpinner />
}
