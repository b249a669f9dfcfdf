import type React from 'react'

import { LiveHelpLauncherSlot } from '@/components/live-help/live-help-launcher-slot'
import { CookieBanner } from '@/components/site/cookie-banner'
import { Footer } from '@/components/site/footer'
import { Nav } from '@/components/site/nav'
import { navIcons } from '@/components/site/nav-icons'
import { siteGlobals } from '@/server/globals/read'

/** The shell of every marketing page; its words come from the header, footer and site-settings globals. */
export default async function MarketingLayout({ children }: { children: React.ReactNode }) {
  const { header, footer, settings } = await siteGlobals()
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-white focus:p-3">
        Skip to content
      </a>
      <Nav icons={navIcons} header={header} />
      <main id="main">{children}</main>
      <Footer footer={footer} settings={settings} />
      <CookieBanner text={settings.cookieBanner} />
      {settings.liveHelp.launcher && <LiveHelpLauncherSlot label={settings.liveHelp.launcherLabel} hidden={settings.liveHelp.hiddenOn} />}
    </>
  )
}
