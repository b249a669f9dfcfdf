/**
 * The stored globals in the shape the site renders. A global never published yet (an empty
 * database before the seed) falls back to today's values part by part, so a page never renders an
 * empty header.
 */
import 'server-only'

import {
  DEFAULT_FOOTER,
  DEFAULT_HEADER,
  DEFAULT_SETTINGS,
  type FooterValue,
  type HeaderValue,
  type NavLinkValue,
  type SiteGlobals,
  type SiteSettingsValue,
} from '../../globals/defaults'

type Stored = object | null | undefined

const obj = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {})
const str = (value: unknown, fallback: string): string => (typeof value === 'string' && value !== '' ? value : fallback)

function linkList(value: unknown, fallback: NavLinkValue[]): NavLinkValue[] {
  if (!Array.isArray(value) || value.length === 0) return fallback
  return value.map((row) => ({ label: str(obj(row).label, ''), href: str(obj(row).href, '/') }))
}

const link = (value: unknown, fallback: NavLinkValue): NavLinkValue => ({
  label: str(obj(value).label, fallback.label),
  href: str(obj(value).href, fallback.href),
})

export function headerFrom(stored: Stored): HeaderValue {
  const header = obj(stored)
  const menu = obj(header.solutionsMenu)
  return {
    navItems: linkList(header.navItems, DEFAULT_HEADER.navItems),
    solutionsMenu: { label: str(menu.label, DEFAULT_HEADER.solutionsMenu.label), links: linkList(menu.links, DEFAULT_HEADER.solutionsMenu.links) },
    secondaryCta: link(header.secondaryCta, DEFAULT_HEADER.secondaryCta),
    primaryCta: link(header.primaryCta, DEFAULT_HEADER.primaryCta),
  }
}

export function footerFrom(stored: Stored): FooterValue {
  const footer = obj(stored)
  const columns = Array.isArray(footer.columns) && footer.columns.length > 0 ? footer.columns : null
  return {
    tagline: str(footer.tagline, DEFAULT_FOOTER.tagline),
    columns: columns
      ? columns.map((column) => ({ heading: str(obj(column).heading, ''), links: linkList(obj(column).links, []) }))
      : DEFAULT_FOOTER.columns,
    social: Array.isArray(footer.social)
      ? footer.social.map((row) => ({ name: str(obj(row).name, ''), href: str(obj(row).href, '') }))
      : DEFAULT_FOOTER.social,
    copyright: str(footer.copyright, DEFAULT_FOOTER.copyright),
  }
}

export function settingsFrom(stored: Stored): SiteSettingsValue {
  const settings = obj(stored)
  const d = DEFAULT_SETTINGS
  const company = obj(settings.company)
  const contact = obj(settings.contact)
  const address = obj(contact.address)
  const hours = obj(contact.officeHours)
  const banner = obj(settings.cookieBanner)
  const live = obj(settings.liveHelp)
  const figures = Array.isArray(settings.figures) && settings.figures.length > 0 ? settings.figures : null
  return {
    company: {
      tagline: str(company.tagline, d.company.tagline),
      description: str(company.description, d.company.description),
      foundingYear: typeof company.foundingYear === 'number' ? company.foundingYear : d.company.foundingYear,
    },
    contact: {
      email: str(contact.email, d.contact.email),
      phone: str(contact.phone, d.contact.phone),
      supportEmail: str(contact.supportEmail, d.contact.supportEmail),
      careersEmail: str(contact.careersEmail, d.contact.careersEmail),
      address: {
        street: str(address.street, d.contact.address.street),
        locality: str(address.locality, d.contact.address.locality),
        region: str(address.region, d.contact.address.region),
        postalCode: str(address.postalCode, d.contact.address.postalCode),
        country: str(address.country, d.contact.address.country),
      },
      mapUrl: str(contact.mapUrl, d.contact.mapUrl),
      officeHours: {
        days: str(hours.days, d.contact.officeHours.days),
        opens: str(hours.opens, d.contact.officeHours.opens),
        closes: str(hours.closes, d.contact.officeHours.closes),
        timeZone: str(hours.timeZone, d.contact.officeHours.timeZone),
        timeZoneLabel: str(hours.timeZoneLabel, d.contact.officeHours.timeZoneLabel),
        closedNote: str(hours.closedNote, d.contact.officeHours.closedNote),
      },
    },
    figures: figures ? figures.map((row) => ({ value: str(obj(row).value, ''), label: str(obj(row).label, '') })) : d.figures,
    cookieBanner: {
      text: str(banner.text, d.cookieBanner.text),
      policyLinkLabel: str(banner.policyLinkLabel, d.cookieBanner.policyLinkLabel),
      policyLinkHref: str(banner.policyLinkHref, d.cookieBanner.policyLinkHref),
      settingsLabel: str(banner.settingsLabel, d.cookieBanner.settingsLabel),
      acceptLabel: str(banner.acceptLabel, d.cookieBanner.acceptLabel),
    },
    liveHelp: {
      launcher: typeof live.launcher === 'boolean' ? live.launcher : d.liveHelp.launcher,
      launcherLabel: str(live.launcherLabel, d.liveHelp.launcherLabel),
      hiddenOn: typeof live.hiddenOn === 'string' ? live.hiddenOn : d.liveHelp.hiddenOn,
    },
  }
}

export function fromStored({ header, footer, settings }: { header: Stored; footer: Stored; settings: Stored }): SiteGlobals {
  return { header: headerFrom(header), footer: footerFrom(footer), settings: settingsFrom(settings) }
}
