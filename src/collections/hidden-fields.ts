import type { Config, Field, Plugin } from 'payload'

/**
 * Nothing raw in /admin (issue 44, decisions 198 and 201): a field hidden from the form is
 * bookkeeping (a confirmation's day and count, a booking's iCalendar UID, a storage key), and
 * Payload still offers it in the list's Columns and Filters under its stored name ("Confirm_day").
 * Every hidden field of every collection, plugins' included (this runs last), is taken out of both.
 * Only the fields that can be a column or filter are walked: the top level and what shows at it
 * (rows, collapsibles, tabs, groups); arrays and blocks never are.
 */
export function hiddenOutOfLists(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'tabs') {
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: hiddenOutOfLists(tab.fields) })) }
    }
    const inner = field.type === 'row' || field.type === 'collapsible' || field.type === 'group' ? { ...field, fields: hiddenOutOfLists(field.fields) } : field
    return isHidden(field) && field.type !== 'ui' ? outOfLists(inner) : inner
  })
}

function outOfLists<T extends Field>(field: T): T {
  return { ...field, admin: { ...field.admin, disableListColumn: true, disableListFilter: true } } as T
}

function isHidden(field: Field): boolean {
  if ('hidden' in field && field.hidden === true) return true
  const admin = field.admin
  return admin !== undefined && 'hidden' in admin && admin.hidden === true
}

/** The plugin: last in payload.config.ts's `plugins`, so it sees the collections plugins added. */
export const hiddenFieldsOutOfLists: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => ({ ...collection, fields: hiddenOutOfLists(collection.fields) })),
})
