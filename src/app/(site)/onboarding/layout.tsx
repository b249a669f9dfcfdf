import type { Metadata } from 'next'
import type React from 'react'

import { LiveHelpButton } from '@/components/live-help/live-help-button'
import { Link } from '@/components/ui/link'
import { SvgImage } from '@/components/ui/svg-image'
import { site } from '@/config/site'

export const metadata: Metadata = {
  title: { template: '%s | ERPZ Onboarding', default: 'Get started | ERPZ' },
  robots: { index: false, follow: false },
}

export default function OnboardingLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Link href="/">
            <SvgImage src="/brand/erpz-logo.svg" alt="ERPZ home" width={128} height={36} priority />
          </Link>
          {/* SPEC §2's Live Help button opened a mailto; it opens the chat with the team (issue 47). */}
          <LiveHelpButton />
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white py-6 text-center text-sm text-ink">
        © {new Date().getFullYear()} {site.product} ·{' '}
        <Link href="/privacy-policy" className="underline">
          Privacy
        </Link>{' '}
        ·{' '}
        <Link href="/terms-of-service" className="underline">
          Terms
        </Link>
      </footer>
    </div>
  )
}
