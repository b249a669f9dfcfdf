'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { track } from '@/lib/analytics/track'
import { toast } from '@/lib/toast'
import { workspaceAddress } from '@/lib/onboarding/config'
import { onboardingApi } from '@/lib/onboarding/client'
import type { SocialProvider } from '@/lib/onboarding/endpoints'
import { signedIn } from '@/lib/onboarding/state'
import { getInvitationCode, setInvitationCode, setToken, updateState } from '@/lib/onboarding/store'

const LABELS: Record<SocialProvider, string> = { google: 'Google', microsoft: 'Microsoft' }

/** The return point of a Google/Microsoft sign-in (SPEC §4 Google callback). */
export function SocialCallback({ provider }: { provider: SocialProvider }) {
  const router = useRouter()
  const params = useSearchParams()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return // the code is single use; never send it twice
    started.current = true
    // The provider's whole answer goes to the server, an error answer (a cancel) too: the server
    // checks it, records the attempt and clears the one-time login cookie.
    const answer = new URLSearchParams(params.toString())
    const invitationCode = getInvitationCode()
    setInvitationCode('')

    async function finish() {
      const fail = () => {
        toast.error('Failed', { description: `${LABELS[provider]} Authentication Failed` })
        router.replace('/onboarding/auth')
      }
      const result = await onboardingApi.socialCallback(provider, { answer, invitationCode })
      if (!result.ok || !result.data.token) return fail()
      const { token, email, workspace, workspaceName, signedUp } = result.data
      setToken(token)
      if (signedUp) track('sign_up')
      updateState((s) => signedIn(s, email, workspace))
      if (workspaceName) window.location.assign(workspaceAddress(workspaceName))
      else router.replace('/onboarding/workspace-url')
    }
    void finish()
  }, [params, provider, router])

  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-5 px-4">
      <style>{'@keyframes erpz-loading{0%{left:-33%}100%{left:100%}}'}</style>
      <div
        role="progressbar"
        aria-label={`Signing you in with ${LABELS[provider]}`}
        className="relative h-1.5 w-72 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="absolute inset-y-0 w-1/3 animate-[erpz-loading_1.2s_ease-in-out_infinite] rounded-full bg-brand motion-reduce:animate-pulse" />
      </div>
      <h1 className="text-xl font-semibold">Signing you in with {LABELS[provider]}…</h1>
      <p className="text-sm text-ink">This only takes a moment.</p>
    </main>
  )
}
