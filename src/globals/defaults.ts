/**
 * Today's header, footer and site settings: what the seed writes into the CMS globals (issue 31)
 * and what a build prerenders with (a build never needs the database; see src/server/globals).
 * SPEC copy is binding: these are the words the site showed before the shell read the globals
 * (tests/fixtures/shell-text.json holds that text; tests/system/globals.test.ts compares).
 */
import { modulePath, modules } from '../content/modules'

export type NavLinkValue = { label: string; href: string }

export type HeaderValue = {
  navItems: NavLinkValue[]
  solutionsMenu: { label: string; links: NavLinkValue[] }
  secondaryCta: NavLinkValue
  primaryCta: NavLinkValue
}

export type FooterValue = {
  tagline: string
  columns: { heading: string; links: NavLinkValue[] }[]
  social: { name: string; href: string }[]
  copyright: string
}

export type OfficeHoursValue = {
  days: string
  opens: string
  closes: string
  timeZone: string
  timeZoneLabel: string
  closedNote: string
}

export type SiteSettingsValue = {
  company: { tagline: string; description: string; foundingYear: number }
  contact: {
    email: string
    phone: string
    supportEmail: string
    careersEmail: string
    address: { street: string; locality: string; region: string; postalCode: string; country: string }
    mapUrl: string
    officeHours: OfficeHoursValue
  }
  figures: { value: string; label: string }[]
  cookieBanner: { text: string; policyLinkLabel: string; policyLinkHref: string; settingsLabel: string; acceptLabel: string }
  /** The Live Help launcher of the marketing pages (issue 47): off until marketing turns it on; `hiddenOn` is one path per line. */
  liveHelp: { launcher: boolean; launcherLabel: string; hiddenOn: string }
}

export type SiteGlobals = { header: HeaderValue; footer: FooterValue; settings: SiteSettingsValue }

const solutionLinks: NavLinkValue[] = modules.map((m) => ({ label: m.navLabel, href: modulePath(m.slug) }))

export const DEFAULT_HEADER: HeaderValue = {
  navItems: [
    { label: 'Pricing', href: '/pricing' },
    { label: 'Blog', href: '/blog' },
    { label: 'About', href: '/about' },
    { label: 'Contact', href: '/contact' },
  ],
  solutionsMenu: { label: 'Solutions', links: [{ label: 'All Solutions', href: '/solutions' }, ...solutionLinks] },
  secondaryCta: { label: 'Request a Demo', href: '/demo-booking' },
  primaryCta: { label: 'Get Started Free', href: '/onboarding/workspace-url' },
}

export const DEFAULT_FOOTER: FooterValue = {
  tagline: 'AI-powered operations platform for manufacturers. Shop floor to top floor, in one platform.',
  columns: [
    { heading: 'Solutions', links: [{ label: 'All Solutions', href: '/solutions' }, ...solutionLinks] },
    {
      heading: 'Company',
      links: [
        { label: 'About', href: '/about' },
        { label: 'Careers', href: '/careers' },
        { label: 'Blog', href: '/blog' },
        { label: 'Contact', href: '/contact' },
        { label: 'Brand Kit', href: '/brand-kit' },
      ],
    },
    {
      heading: 'Legal',
      links: [
        { label: 'Privacy Policy', href: '/privacy-policy' },
        { label: 'Terms of Service', href: '/terms-of-service' },
        { label: 'Cookie Policy', href: '/cookie-policy' },
        { label: 'Cancellation & Refund', href: '/cancellation-refund-policy' },
        { label: 'Shipping & Delivery', href: '/shipping-delivery-policy' },
      ],
    },
  ],
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/erpz' },
    { name: 'X (Twitter)', href: 'https://x.com/erpz_in' },
    { name: 'YouTube', href: 'https://www.youtube.com/@erpz' },
  ],
  copyright: 'ERPZ. All rights reserved.',
}

export const DEFAULT_SETTINGS: SiteSettingsValue = {
  company: {
    tagline: 'AI-powered operations platform for manufacturers',
    description:
      'ERPZ connects shop floor to top floor: production planning, procurement, quality, inventory and factory analytics in one AI-powered platform for manufacturers.',
    foundingYear: 2023,
  },
  contact: {
    email: 'hello@erpz.in',
    phone: '+91 40 4852 7100',
    supportEmail: 'support@erpz.in',
    careersEmail: 'careers@erpz.in',
    address: {
      street: '4th Floor, Cyber Pearl, HITEC City',
      locality: 'Hyderabad',
      region: 'Telangana',
      postalCode: '500081',
      country: 'India',
    },
    mapUrl: 'https://www.openstreetmap.org/search?query=HITEC%20City%2C%20Hyderabad%2C%20Telangana',
    officeHours: {
      days: 'Monday to Friday',
      opens: '09:00',
      closes: '18:00',
      timeZone: 'America/Los_Angeles',
      timeZoneLabel: 'PST',
      closedNote: 'Closed on weekends',
    },
  },
  // SPEC §9.
  figures: [
    { value: '500+', label: 'Manufacturers' },
    { value: '50+', label: 'Hours saved monthly per facility' },
    { value: '99.9%', label: 'Uptime guarantee' },
    { value: '24/7', label: 'Expert support' },
  ],
  cookieBanner: {
    text: 'We only store what the site needs to work, such as your sign-in while you set up a workspace, and, if you accept all, how you first found us. No analytics or advertising cookies. Read our',
    policyLinkLabel: 'Cookie Policy',
    policyLinkHref: '/cookie-policy',
    settingsLabel: 'Cookie Settings',
    acceptLabel: 'Accept All',
  },
  liveHelp: { launcher: false, launcherLabel: 'Chat with us', hiddenOn: '' },
}

export const DEFAULT_GLOBALS: SiteGlobals = { header: DEFAULT_HEADER, footer: DEFAULT_FOOTER, settings: DEFAULT_SETTINGS }
