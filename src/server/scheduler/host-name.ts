import 'server-only'

import { site } from '@/config/site'
import { DEFAULT_SETTINGS } from '@/globals/defaults'

type Host = { name?: string | null; email?: string | null }

/** The host's display name, or null when they have none (or it is only their address again). */
function displayName(host: Host | null | undefined): string | null {
  const name = host?.name?.trim()
  if (!name || (host?.email && name.toLowerCase() === host.email.trim().toLowerCase())) return null
  return name
}

/**
 * How a host appears to a visitor (the booking answer, the manage page, the visitor's mail and
 * .ics): their display name, or the company's name when they have none. Never their address: a
 * staff member's email is not an anonymous visitor's to see (issue 30).
 */
export function hostNameForVisitor(host: Host | null | undefined): string {
  return displayName(host) ?? site.product
}

/**
 * The ORGANIZER of the visitor's .ics: the host by name, or the company with its contact address
 * (the site-settings global's, passed by the mailer) for a host with no name.
 */
export function organizerForVisitor(
  host: Host & { email: string },
  companyEmail: string = DEFAULT_SETTINGS.contact.email,
): { name: string; email: string } {
  const name = displayName(host)
  return name ? { name, email: host.email } : { name: site.product, email: companyEmail }
}
