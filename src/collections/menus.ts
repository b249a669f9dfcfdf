import type { CollectionConfig, GlobalConfig } from 'payload'

import { menuFor, type StaffRole } from './access'

/**
 * The admin's menu per role (issue 44, decision 198), in one table: for each collection and global
 * the admin lists, the roles that work on it. Admins see everything; another role sees what it
 * works on and not what it may only read (a recruiter reads the published pages and the blog, as
 * visitors do, and has no use for them in the CMS). Collections Payload never lists (`admin.hidden:
 * true`) are not named; the redirects plugin's collection is read by editors only. A role other
 * than admin so sees its own groups alone, hence first; groups keep the config's order.
 */
export const MENU_ROLES: Readonly<Record<string, readonly StaffRole[]>> = {
  pages: ['editor'],
  media: ['editor'],
  plans: ['editor'],
  'add-ons': ['editor'],
  'comparison-rows': ['editor'],
  policies: ['editor'],
  header: ['editor'],
  footer: ['editor'],
  'erpz-blogs': ['editor'],
  'erpz-blog-categories': ['editor'],
  'erpz-demo-requests': ['sales'],
  'erpz-news-letters': ['sales'],
  'erpz-bookings': ['sales'],
  // Live Help's inbox (issue 47): the support team's whole menu, and sales'.
  'live-help-conversations': ['sales', 'support'],
  'live-help-replies': ['sales', 'support'],
  'webhook-deliveries': ['sales'],
  // Whether a lead became a customer: sales reads who signed up, for which company and workspace.
  accounts: ['sales'],
  workspaces: ['sales'],
  companies: ['sales'],
  // Sign-in links, invitations and sign-in records are the admins' support work.
  'account-identities': [],
  'workspace-invitations': [],
  'password-reset-tokens': [],
  'auth-events': [],
  openings: ['recruiter'],
  'job-applications': ['recruiter'],
  'candidate-emails': ['recruiter'],
  'hr-deletions': ['recruiter'],
  'site-settings': ['editor'],
  users: [],
}

/** The groups of the menu; a listed collection or global belongs to one of them. */
export const MENU_GROUPS = ['Settings', 'Site', 'Blog', 'Leads', 'HR', 'Customers'] as const

type Listed = CollectionConfig | GlobalConfig

const groupOf = (config: Listed): string | undefined => (typeof config.admin?.group === 'string' ? config.admin.group : undefined)

function withMenu<T extends Listed>(config: T): T {
  if (config.admin?.hidden === true) return config
  const roles = MENU_ROLES[config.slug]
  if (!roles) throw new Error(`${config.slug} is listed in the admin but has no entry in MENU_ROLES (src/collections/menus.ts)`)
  const group = groupOf(config)
  if (!group || !(MENU_GROUPS as readonly string[]).includes(group)) {
    throw new Error(`${config.slug}'s admin group "${group ?? ''}" is not one of MENU_GROUPS (src/collections/menus.ts)`)
  }
  return { ...config, admin: { ...config.admin, hidden: menuFor(...roles) } }
}

/** The config's collections and globals with the menus of MENU_ROLES. Called once, in src/payload.config.ts. */
export function withRoleMenus<C extends CollectionConfig, G extends GlobalConfig>(config: { collections: C[]; globals: G[] }): { collections: C[]; globals: G[] } {
  return { collections: config.collections.map(withMenu), globals: config.globals.map(withMenu) }
}
