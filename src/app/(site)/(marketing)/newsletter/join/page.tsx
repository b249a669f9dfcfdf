import type { Metadata } from 'next'

import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { newsletterPages } from '@/content/newsletter'
import { firstParam } from '@/lib/search-params'
import { checkConfirmLink } from '@/server/leads/newsletter'
import { getAppPayload } from '@/server/endpoint'

export const metadata: Metadata = { title: 'Confirm your subscription | ERPZ', robots: { index: false } }

/**
 * The confirmation link of a sign-up email opens this page; confirming takes the button (a POST),
 * so a mail scanner following the link subscribes nobody (issue 42). No script: a plain form.
 */
export default async function JoinNewsletter({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const token = firstParam((await searchParams).token).slice(0, 200)
  const valid = (await checkConfirmLink(await getAppPayload(), token)) === 'valid'
  const { title, text } = valid ? newsletterPages.join : newsletterPages.outcomes['link-invalid']
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 pt-24 text-center">
      <h1 id="join-title" className="text-3xl font-bold">
        {title}
      </h1>
      <p className="mt-3 max-w-md text-ink">{text}</p>
      {valid ? (
        <form method="post" action={`/newsletter/confirm?token=${encodeURIComponent(token)}`} aria-labelledby="join-title" className="mt-8">
          <Button type="submit">{newsletterPages.join.button}</Button>
        </form>
      ) : (
        <Button asChild className="mt-8">
          <Link href="/blog">Read the blog</Link>
        </Button>
      )}
    </section>
  )
}
