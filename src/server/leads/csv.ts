import 'server-only'

/** RFC 4180 fields, with spreadsheet formulas neutralised (a lead's text is attacker-controlled). */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`
}
