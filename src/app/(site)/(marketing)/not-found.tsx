import type { Metadata } from 'next'

import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'

export const metadata: Metadata = { title: 'Page not found | ERPZ', robots: { index: false } }

export default function NotFound() {
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-24 text-center">
      <p className="text-7xl font-extrabold text-brand" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-3 max-w-md text-ink">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link href="/">Return to Home</Link>
      </Button>
    </section>
  )
}
