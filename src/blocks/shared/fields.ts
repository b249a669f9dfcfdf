import type { Field, TextField, TextFieldSingleValidation } from 'payload'

import { isSitePath } from '../../lib/site-path'

/**
 * Fields the blocks share: a section's heading (anchor id, tone, eyebrow, title, subtitle) and a
 * link (label and target). Their validation says in words what is wrong, so a marketer sees
 * "Link target must start with / (a page of this site) or https://" instead of "invalid".
 */

const ANCHOR = /^[a-z][a-z0-9-]{0,62}$/

export const validateAnchor: TextFieldSingleValidation = (value) =>
  !value || ANCHOR.test(value)
    ? true
    : 'Anchor id: lowercase letters, digits and hyphens, starting with a letter (e.g. "benefits"), at most 63 characters.'

export const validateHref: TextFieldSingleValidation = (value) => {
  if (!value) return 'Link target is required: a path of this site such as /pricing, or an address starting with https://'
  if (value.startsWith('/') || value.startsWith('\\')) {
    if (/\s/.test(value)) return 'Link target must not contain spaces.'
    // Browsers read "\" as "/": "/\evil.example" is another site's address, not a page of this one.
    if (value.includes('\\') || !isSitePath(value)) return `Link target "${value.slice(0, 60)}" is not a path of this site: a path starts with a single / and uses forward slashes, such as /pricing.`
    return true
  }
  if (value.startsWith('#')) return true
  if (value.startsWith('https://') || value.startsWith('mailto:') || value.startsWith('tel:')) return true
  return `Link target "${value.slice(0, 60)}" must start with / (a page of this site), # (a section of this page), https://, mailto: or tel:`
}

const validateOptionalHref: TextFieldSingleValidation = (value, options) => (value ? validateHref(value, options) : true)

/** A label and a target, both required. */
export const linkFields = (name: string, label: string, required = true): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required, maxLength: 60 },
        { name: 'href', label: 'Target', type: 'text', required, maxLength: 300, validate: required ? validateHref : validateOptionalHref },
      ],
    },
  ],
})

export const anchorField: TextField = {
  name: 'anchor',
  label: 'Anchor id',
  type: 'text',
  maxLength: 63,
  validate: validateAnchor,
  admin: { description: 'Optional: the section can be linked as /page#anchor.' },
}

export const toneField: Field = {
  name: 'tone',
  type: 'select',
  defaultValue: 'white',
  required: true,
  options: [
    { label: 'White', value: 'white' },
    { label: 'Light grey', value: 'surface' },
    { label: 'Dark', value: 'dark' },
  ],
}

/** The heading of a section: anchor, tone, eyebrow, title (required), subtitle. */
export const sectionFields = (opts: { subtitle?: boolean; eyebrow?: boolean } = {}): Field[] => [
  { type: 'row', fields: [anchorField, toneField] },
  ...(opts.eyebrow === false ? [] : [{ name: 'eyebrow', type: 'text', maxLength: 80 } satisfies Field]),
  { name: 'title', label: 'Heading', type: 'text', required: true, maxLength: 160 },
  ...(opts.subtitle === false ? [] : [{ name: 'subtitle', type: 'textarea', maxLength: 400 } satisfies Field]),
]

export const ICON_OPTIONS = [
  'gauge', 'shield', 'boxes', 'sparkles', 'calendar', 'users', 'brain', 'network', 'workflow', 'cpu', 'compass', 'target', 'lightbulb',
  'zap', 'trophy', 'rocket', 'chart', 'cart', 'factory', 'briefcase', 'clock', 'graduation', 'headset', 'heart', 'lifebuoy', 'palmtree', 'trending',
] as const

/** An option's label from its stored value: "factory" reads "Factory", "hiring-step" "Hiring step". */
export const optionLabel = (value: string) => value[0]!.toUpperCase() + value.slice(1).replaceAll('-', ' ')

export const iconField = (name = 'icon', label = 'Icon'): Field => ({ name, label, type: 'select', options: ICON_OPTIONS.map((value) => ({ label: optionLabel(value), value })) })
