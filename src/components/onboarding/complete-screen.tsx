'use client'

import { CalendarClock, Globe, Mail, PartyPopper, Rocket } from 'lucide-react'
import Link from 'next/link'

import { Button } from '@/components/ui/button'
import { workspaceAddress } from '@/lib/onboarding/config'

import { GateFallback, useGate } from './gate'
import { Card } from './step-layout'

export function CompleteScreen() {
  const session = useGate()
  if (!session) return <GateFallback />
  const { state } = session
  const address = state.workspaceUrl ? workspaceAddress(state.workspaceUrl) : ''

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <Card className="text-center">
        <span className="mx-auto mb-5 flex size-16 items-center justify-center rounded-full bg-green-50 text-success">
          <PartyPopper aria-hidden className="size-8" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">Your ERPZ workspace is ready!</h1>
        <p className="mt-3 text-ink">Everything is set up. Here are the details you will need to sign in.</p>
        <dl className="mt-8 space-y-3 text-left">
          <div className="rounded-lg bg-surface p-4">
            <dt className="flex items-center gap-2 text-sm text-ink">
              <Globe aria-hidden className="size-4 shrink-0 text-brand" /> Workspace address
            </dt>
            <dd className="mt-1 truncate pl-6 font-semibold text-brand-dark">
              {address ? (
                <a href={address} className="underline-offset-4 hover:underline">
                  {address}
                </a>
              ) : (
                <Link href="/onboarding/workspace-url" className="text-brand underline">
                  Choose your workspace URL
                </Link>
              )}
            </dd>
          </div>
          <div className="rounded-lg bg-surface p-4">
            <dt className="flex items-center gap-2 text-sm text-ink">
              <Mail aria-hidden className="size-4 shrink-0 text-brand" /> Account email
            </dt>
            <dd className="mt-1 truncate pl-6 font-semibold text-brand-dark">{state.user.email || '—'}</dd>
          </div>
        </dl>
        <div className="mt-8 grid gap-3 sm:grid-cols-2">
          <Button asChild>
            <Link href="/">
              <Rocket aria-hidden className="size-4" /> Start Exploring
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link href={state.user.email ? `/demo-booking/onboarding-call?email=${encodeURIComponent(state.user.email)}` : '/demo-booking/onboarding-call'}>
              <CalendarClock aria-hidden className="size-4" /> Schedule Onboarding Call
            </Link>
          </Button>
        </div>
      </Card>
    </div>
  )
}
