import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import type React from 'react'

import { ScrollToTop } from '@/components/site/scroll-to-top'
import { Toaster } from '@/components/ui/toaster'
import { site, themeCss } from '@/config/site'
import { env } from '@/env'

import './globals.css'

// Both cut to Latin and the weights 400–800 by scripts/subset-fonts.ts (decision 141).
const inter = localFont({ src: '../../fonts/inter-latin-wght-normal.woff2', variable: '--font-inter', display: 'swap', weight: '400 800' })
const manrope = localFont({
  src: '../../fonts/manrope-latin-wght-normal.woff2',
  variable: '--font-manrope',
  display: 'swap',
  weight: '400 800',
})

export const metadata: Metadata = {
  metadataBase: new URL(env.PUBLIC_URL),
  title: site.product,
  description: site.description,
  applicationName: site.product,
  icons: { icon: '/favicon.svg' },
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
      </body>
    </html>
  )
}
