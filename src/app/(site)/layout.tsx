import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import type React from 'react'

import { AnalyticsBeacon } from '@/components/site/analytics-beacon'
import { ScrollToTop } from '@/components/site/scroll-to-top'
import { Toaster } from '@/components/ui/toaster'
import { site, themeCss } from '@/config/site'
import { env } from '@/env'
import { siteGlobals } from '@/server/globals/read'

import './globals.css'

// Both cut to Latin and the weights 400–800 by scripts/subset-fonts.ts (decision 141).
const inter = localFont({ src: '../../fonts/inter-latin-wght-normal.woff2', variable: '--font-inter', display: 'swap', weight: '400 800' })
const manrope = localFont({
  src: '../../fonts/manrope-latin-wght-normal.woff2',
  variable: '--font-manrope',
  display: 'swap',
  weight: '400 800',
})

/** The site's defaults; a page's own title and description replace them. The description is the site settings'. */
export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await siteGlobals()
  return {
    metadataBase: new URL(env.PUBLIC_URL),
    title: site.product,
    description: settings.company.description,
    applicationName: site.product,
    icons: { icon: '/favicon.svg' },
  }
}

export const viewport: Viewport = { themeColor: '#3730A3' }

export default function SiteRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${manrope.variable}`}>
      <head>
        <style dangerouslySetInnerHTML={{ __html: themeCss }} />
      </head>
      <body>
        <ScrollToTop />
        {children}
        <Toaster />
        <AnalyticsBeacon />
      </body>
    </html>
  )
}
