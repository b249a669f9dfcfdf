'use client'

import { LoaderCircle } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { canEnterFlow } from '@/lib/onboarding/state'
import { useSession, type Session } from '@/lib/onboarding/store'

/**
 * SPEC §2 gating on the client (the state lives in localStorage): returns the session once the
 * user may see the screen; null while unknown or while redirecting to /onboarding/auth, so
 * protected content never flashes.
 */
export function useGate(): Session | null {
  const session = useSession()
  const router = useRouter()
  const allowed = session !== null && canEnterFlow(session.state, session.token !== '')
  useEffect(() => {
    if (session !== null && !allowed) router.replace('/onboarding/auth')
  }, [session, allowed, router])
  return allowed ? session : null
}

export function GateFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <LoaderCircle aria-hidden className="size-8 animate-spin text-brand" />
      <span className="sr-only">Loading…</span>
    </div>
  )
}
