import * as qs from 'qs-esm'

/**
 * A Payload list's filter from its address. The list view hands the components above its table
 * the page's search params as Next gives them, flat (`where[and][0][status][equals]=new`), so they
 * are parsed as the list itself parses them; an already nested `where` is taken as it is.
 */
export function listWhere(searchParams: Record<string, unknown> | undefined): unknown {
  if (!searchParams) return null
  if (typeof searchParams.where === 'object' && searchParams.where !== null) return searchParams.where
  const flat = new URLSearchParams()
  for (const [name, value] of Object.entries(searchParams)) {
    for (const one of Array.isArray(value) ? value : [value]) if (typeof one === 'string') flat.append(name, one)
  }
  return (qs.parse(flat.toString()) as { where?: unknown }).where ?? null
}

/** A Payload list's address filtered by `where`, written as the list itself reads it (the inverse of `listWhere`). */
export const listHref = (collection: string, where: unknown, extra: Record<string, unknown> = {}): string =>
  `/admin/collections/${collection}?${qs.stringify({ where, ...extra }, { encodeValuesOnly: true })}`
