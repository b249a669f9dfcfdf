import 'server-only'

/**
 * iCalendar (RFC 5545) for one meeting. Times are written in UTC (`…Z`): every calendar turns them
 * into the reader's own zone, so the host in Kolkata and the visitor in Los Angeles both see their
 * local time, DST included, with no VTIMEZONE rules to get wrong (decision 112). The description
 * names the time in both zones for readers who look at the text.
 */
export type IcsEvent = {
  method: 'REQUEST' | 'CANCEL'
  uid: string
  sequence: number
  start: Date
  end: Date
  summary: string
  description: string
  organizer: { name: string; email: string }
  attendees: Array<{ name: string; email: string }>
  url?: string
  stamp?: Date
}

const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** TEXT value escaping (RFC 5545 §3.3.11). */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** A parameter value (CN=…): quoted, with quotes and control characters dropped. */
const param = (value: string) => `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const length = Buffer.byteLength(char, 'utf8')
    if (size + length > (parts.length ? 74 : 75)) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += length
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ERPZ//Scheduler//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp ?? new Date())}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `ORGANIZER;CN=${param(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...event.attendees.map(
      (a) => `ATTENDEE;CN=${param(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${event.method === 'CANCEL' ? 'DECLINED' : 'NEEDS-ACTION'};RSVP=FALSE:mailto:${a.email}`,
    ),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(fold).join('\r\n') + '\r\n'
}
