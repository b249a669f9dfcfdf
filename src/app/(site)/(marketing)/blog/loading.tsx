import { BlogSpinner } from '@/components/blog/spinner'

export default function BlogLoading() {
  return <BlogSpinner />
}
