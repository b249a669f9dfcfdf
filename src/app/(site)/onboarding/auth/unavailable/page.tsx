import { CircleAlert } from '@/components/ui/icons'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Card } from '@/components/onboarding/step-layout'
import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { firstParam, type SearchParams } from '@/lib/search-params'
import { isProvider, unavailableMessage } from '@/server/accounts/social-login'

export const metadata: Metadata = { title: 'Sign-in unavailable', robots: { index: false, follow: false } }

/**
 * Where the sign-in API sends a browser whose Google/Microsoft sign-in cannot start (not configured,
 * or the provider did not answer). Answered with 503 by src/proxy.ts; the message is the API's own.
 */
export default async function SignInUnavailablePage({ searchParams }: { searchParams: SearchParams }) {
  const provider = firstParam((await searchParams).provider)
  if (!isProvider(provider)) notFound()
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <Card className="text-center">
        <CircleAlert aria-hidden className="mx-auto size-10 text-accent" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Sign-in unavailable</h1>
        <p className="mt-3 text-ink" data-testid="sign-in-unavailable-message">
          {unavailableMessage(provider)}
        </p>
        <Button asChild className="mt-8 w-full">
          <Link href="/onboarding/auth">Back to sign in</Link>
        </Button>
      </Card>
    </div>
  )
}
