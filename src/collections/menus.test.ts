import type { CollectionConfig, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { withRoleMenus } from './menus'

const user = (...roles: string[]) => ({ roles })
const hiddenFor = (config: CollectionConfig | GlobalConfig, who: unknown) => {
  const hidden = config.admin?.hidden
  return typeof hidden === 'function' ? hidden({ user: who as never }) : Boolean(hidden)
}

const collection = (slug: string, group: string): CollectionConfig => ({ slug, admin: { group }, fields: [] })
const global = (slug: string, group: string): GlobalConfig => ({ slug, admin: { group }, fields: [] })

describe('withRoleMenus', () => {
  const { collections, globals } = withRoleMenus({
    collections: [collection('pages', 'Site'), collection('openings', 'HR'), collection('erpz-demo-requests', 'Leads'), collection('users', 'Settings'), { slug: 'erpz-outbox', admin: { hidden: true }, fields: [] }],
    globals: [global('header', 'Site')],
  })
  const [pages, openings, leads, users, outbox] = collections

  it('lists a collection for the roles that work on it and for admins, not for those who may only read it', () => {
    expect([user('editor'), user('admin'), user('recruiter'), user('sales')].map((who) => hiddenFor(pages!, who))).toEqual([false, false, true, true])
    expect([user('recruiter'), user('editor')].map((who) => hiddenFor(openings!, who))).toEqual([false, true])
    expect([user('sales'), user('editor')].map((who) => hiddenFor(leads!, who))).toEqual([false, true])
    expect(hiddenFor(globals[0]!, user('recruiter'))).toBe(true)
    // A user with two roles sees both lanes.
    expect([pages!, leads!].map((config) => hiddenFor(config, user('editor', 'sales')))).toEqual([false, false])
  })

  it('lists users for admins only; what Payload never lists stays unlisted', () => {
    expect([user('admin'), user('editor')].map((who) => hiddenFor(users!, who))).toEqual([false, true])
    expect(outbox!.admin?.hidden).toBe(true)
  })

  it('refuses a listed collection the table does not name, or a group outside the menu', () => {
    expect(() => withRoleMenus({ collections: [collection('gadgets', 'Site')], globals: [] })).toThrow(/gadgets is listed in the admin but has no entry in MENU_ROLES/)
    expect(() => withRoleMenus({ collections: [collection('pages', 'Marketing')], globals: [] })).toThrow(/pages's admin group "Marketing" is not one of MENU_GROUPS/)
  })
})
