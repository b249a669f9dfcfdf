import { Link } from '@/components/ui/link'
import { SvgImage } from '@/components/ui/svg-image'
import type { FooterValue, SiteSettingsValue } from '@/globals/defaults'
import { phoneHref } from '@/globals/format'

import { CookieSettingsButton } from './cookie-banner'

/** The footer, from the footer global and the contact details of the site settings. */
export function Footer({ footer, settings }: { footer: FooterValue; settings: SiteSettingsValue }) {
  const { contact } = settings
  return (
    <footer className="bg-brand-dark text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Link href="/" className="inline-block">
            <SvgImage src="/brand/erpz-logo-white.svg" alt="ERPZ home" width={128} height={36} />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-6">{footer.tagline}</p>
          <address className="mt-4 text-sm not-italic leading-6">
            {contact.address.locality}, {contact.address.region}
            <br />
            <a className="underline-offset-4 hover:underline" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
            <br />
            <a className="underline-offset-4 hover:underline" href={phoneHref(contact.phone)}>
              {contact.phone}
            </a>
          </address>
          {footer.social.length > 0 ? (
            <ul className="mt-4 flex gap-4 text-sm">
              {footer.social.map((social) => (
                <li key={social.href}>
                  <a href={social.href} rel="noopener noreferrer" target="_blank" className="hover:text-white">
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {footer.columns.map((group, index) => (
          <nav key={`${index}-${group.heading}`} aria-label={group.heading}>
            <h2 className="font-heading text-sm font-semibold uppercase tracking-wide text-white">{group.heading}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {group.links.map((link, linkIndex) => (
                <li key={`${linkIndex}-${link.href}`}>
                  <Link href={link.href} className="hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-xs sm:px-6">
          <p>
            © {new Date().getFullYear()} {footer.copyright}
          </p>
          <CookieSettingsButton
            label={settings.cookieBanner.settingsLabel}
            className="rounded underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white"
          />
        </div>
      </div>
    </footer>
  )
}
