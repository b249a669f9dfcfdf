import type React from 'react'

import { CookieBanner } from '@/components/site/cookie-banner'
import { Footer } from '@/components/site/footer'
import { Nav } from '@/components/site/nav'
import { navIcons, solutionLinks } from '@/components/site/nav-icons'

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-white focus:p-3">
        Skip to content
      </a>
      <Nav icons={navIcons} solutionLinks={solutionLinks} />
      <main id="main">{children}</main>
      <Footer />
      <CookieBanner />
    </>
  )
}
