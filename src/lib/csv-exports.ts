/** The CSV exports sales and admins download from /leads/export.csv?type=… (src/server/leads/export.ts). */
export const CSV_EXPORTS = ['leads', 'newsletter', 'bookings'] as const
export type CsvExport = (typeof CSV_EXPORTS)[number]

export const isCsvExport = (value: string): value is CsvExport => (CSV_EXPORTS as readonly string[]).includes(value)
