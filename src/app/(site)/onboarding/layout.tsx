import { LifeBuoy } from '@/components/ui/icons'
import type { Metadata } from 'next'
import type React from 'react'

import { Link } from '@/components/ui/link'
import { SvgImage } from '@/components/ui/svg-image'
import { site } from '@/config/site'
import { siteGlobals } from '@/server/globals/read'

export const metadata: Metadata = {
  title: { template: '%s | ERPZ Onboarding', default: 'Get started | ERPZ' },
  robots: { index: false, follow: false },
}

export default async function OnboardingLayout({ children }: { children: React.ReactNode }) {
  const { supportEmail } = (await siteGlobals()).settings.contact
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Link href="/">
            <SvgImage src="/brand/erpz-logo.svg" alt="ERPZ home" width={128} height={36} priority />
          </Link>
          <a
            href={`mailto:${supportEmail}?subject=${encodeURIComponent('Help with ERPZ onboarding')}`}
            className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-brand ring-1 ring-brand/30 hover:bg-brand/5"
          >
            <LifeBuoy aria-hidden className="size-4" /> Live Help
          </a>
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
