/** A page's `searchParams` prop (App Router). */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** The first value of a query parameter, or '' when it is absent. */
export const firstParam = (value: string | string[] | undefined): string => (Array.isArray(value) ? value[0] : value) ?? ''
