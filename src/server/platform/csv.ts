import 'server-only'

/**
 * What a spreadsheet reads as a formula: `= + - @` (and their full-width forms), or a tab or CR,
 * after any run of whitespace, control or invisible format characters, which spreadsheets skip
 * (" =HYPERLINK(…)" with a leading space or no-break space is still a formula).
 */
const FORMULA = /^[\s\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/u

/** RFC 4180 fields, with spreadsheet formulas neutralised (a lead's text is attacker-controlled). */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (FORMULA.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`
}
