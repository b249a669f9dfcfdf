import type { Metadata } from 'next'

import { Button } from '@/components/ui/button'

export const metadata: Metadata = { title: 'Unsubscribe | ERPZ', robots: { index: false } }

/**
 * The unsubscribe link of a newsletter email opens this page; leaving takes the button (a POST),
 * so a mail scanner following the link unsubscribes nobody (RFC 8058 §1). No script: a plain form.
 */
export default async function LeaveNewsletter({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams
  const value = typeof token === 'string' ? token.slice(0, 200) : ''
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 pt-24 text-center">
      <h1 className="text-3xl font-bold">Unsubscribe from the ERPZ newsletter?</h1>
      <p className="mt-3 max-w-md text-ink">You will not get another issue. You can subscribe again at any time.</p>
      <form method="post" action={`/newsletter/unsubscribe?token=${encodeURIComponent(value)}`} className="mt-8">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <Button type="submit">Unsubscribe</Button>
      </form>
    </section>
  )
}
