/** Small time helpers shared by the CMS config, the server and the browser (no date library). */

/** Minutes after midnight of `HH:mm` (24-hour), or null. */
export function parseClock(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim())
  if (!match) return null
  return Number(match[1]) * 60 + Number(match[2])
}

/** Whether `value` is an IANA time zone this runtime knows (Intl throws on unknown ones). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}
