/** Derived texts of the site settings, shared by pages, emails and structured data. */
import type { OfficeHoursValue } from './defaults'

/** "09:00" → "9:00 AM", "18:00" → "6:00 PM". */
export function clock12(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time)
  if (!match) return time
  const hours = Number(match[1])
  const suffix = hours >= 12 ? 'PM' : 'AM'
  const twelve = hours % 12 === 0 ? 12 : hours % 12
  return `${twelve}:${match[2]} ${suffix}`
}

/** "Monday to Friday 9:00 AM - 6:00 PM (PST)", the line the contact page shows. */
export function officeHoursLine(hours: OfficeHoursValue): string {
  return `${hours.days} ${clock12(hours.opens)} - ${clock12(hours.closes)} (${hours.timeZoneLabel})`
}

/** The `tel:` link of a phone number as it is written ("+91 40 4852 7100" → "tel:+914048527100"). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
