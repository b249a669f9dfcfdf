import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { hiddenFieldsOutOfLists, hiddenOutOfLists } from './hidden-fields'

const listed = (field: Field | undefined) => ({
  column: field?.admin && 'disableListColumn' in field.admin ? field.admin.disableListColumn : undefined,
  filter: field?.admin && 'disableListFilter' in field.admin ? field.admin.disableListFilter : undefined,
})

describe('hidden fields out of the lists', () => {
  it('takes a hidden field out of the columns and filters and leaves a shown one as it was', () => {
    const [day, email] = hiddenOutOfLists([
      { name: 'confirm_day', type: 'text', admin: { hidden: true, position: 'sidebar' } },
      { name: 'email', type: 'email' },
    ])
    expect(listed(day)).toEqual({ column: true, filter: true })
    expect(day?.admin).toMatchObject({ hidden: true, position: 'sidebar' })
    expect(listed(email)).toEqual({ column: undefined, filter: undefined })
  })

  it('finds them in rows, collapsibles, tabs and groups, and a field hidden from the API too', () => {
    const [row, tabs, group, secret] = hiddenOutOfLists([
      { type: 'row', fields: [{ name: 'slot_lock', type: 'text', admin: { hidden: true } }] },
      { type: 'tabs', tabs: [{ label: 'One', fields: [{ type: 'collapsible', label: 'In', fields: [{ name: 'sequence', type: 'number', admin: { hidden: true } }] }] }] },
      { name: 'meta', type: 'group', fields: [{ name: 'key', type: 'text', admin: { hidden: true } }] },
      { name: 'token', type: 'text', hidden: true },
    ])
    expect(row?.type === 'row' && listed(row.fields[0])).toEqual({ column: true, filter: true })
    const collapsible = tabs?.type === 'tabs' ? tabs.tabs[0]?.fields[0] : undefined
    expect(collapsible?.type === 'collapsible' && listed(collapsible.fields[0])).toEqual({ column: true, filter: true })
    expect(group?.type === 'group' && listed(group.fields[0])).toEqual({ column: true, filter: true })
    expect(listed(secret)).toEqual({ column: true, filter: true })
  })

  it('does not change the field objects it was given (a field may be shared by collections)', () => {
    const shared: Field = { name: 'confirm_count', type: 'number', admin: { hidden: true } }
    hiddenOutOfLists([shared])
    expect(shared.admin).toEqual({ hidden: true })
  })

  it('runs over every collection of the config, those plugins added before it included', () => {
    const config = hiddenFieldsOutOfLists({
      secret: 'x',
      db: undefined as never,
      collections: [
        { slug: 'erpz-newsletter', fields: [{ name: 'confirm_day', type: 'text', admin: { hidden: true } }] },
        { slug: 'redirects', fields: [{ name: 'from', type: 'text' }, { name: 'kept', type: 'text', admin: { hidden: true } }] },
      ],
    })
    expect(config).not.toBeInstanceOf(Promise)
    const collections = 'collections' in config ? (config.collections ?? []) : []
    expect(collections.map((collection) => collection.fields.map((field) => listed(field).column ?? false))).toEqual([[true], [false, true]])
  })
})
