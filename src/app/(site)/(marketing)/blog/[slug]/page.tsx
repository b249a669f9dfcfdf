import { redirect } from 'next/navigation'

/** Posts arrive with the blog (issue 4); until a post exists under a slug, the visitor goes to /blog. */
export default function BlogPostPage() {
  redirect('/blog')
}
