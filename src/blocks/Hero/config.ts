import type { Block } from 'payload'

import { iconField, linkFields, optionLabel } from '../shared/fields'
import { ILLUSTRATIONS } from '../shared/illustrations'

/** The page's opening: its h1. `home`: dark, split with a drawing and a scroll arrow; `page`: centred on grey. */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'style',
      type: 'select',
      required: true,
      defaultValue: 'page',
      options: [
        { label: 'Page (centred, light)', value: 'page' },
        { label: 'Page with breadcrumbs', value: 'breadcrumbs' },
        { label: 'Solution (breadcrumbs, persona badge)', value: 'solution' },
        { label: 'Home (dark, with a drawing)', value: 'home' },
      ],
    },
    {
      name: 'breadcrumb',
      label: 'Breadcrumb label',
      type: 'text',
      maxLength: 60,
      admin: { condition: (_data, sibling) => sibling?.style === 'breadcrumbs' || sibling?.style === 'solution', description: 'This page in the trail "Home / …", e.g. "About".' },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { style?: string } }) =>
        (siblingData?.style === 'breadcrumbs' || siblingData?.style === 'solution') && !value?.trim() ? 'Breadcrumb label is required with breadcrumbs: the page\'s name in the trail, e.g. "About".' : true,
    },
    {
      type: 'row',
      admin: { condition: (_data, sibling) => sibling?.style === 'solution' },
      fields: [
        { name: 'badge', label: 'Persona badge', type: 'text', maxLength: 80, admin: { description: 'e.g. "For Factory Manager".' } },
        iconField('badgeIcon', 'Badge icon'),
      ],
    },
    { name: 'eyebrow', type: 'text', maxLength: 80 },
    { name: 'title', label: 'Heading (h1)', type: 'text', required: true, maxLength: 160 },
    { name: 'subtitle', type: 'textarea', maxLength: 400 },
    linkFields('primary', 'Primary button', false),
    linkFields('secondary', 'Secondary button', false),
    {
      type: 'row',
      admin: { condition: (_data, sibling) => sibling?.style === 'home' },
      fields: [
        { name: 'illustration', type: 'select', options: ILLUSTRATIONS.map((value) => ({ label: optionLabel(value), value })) },
        {
          name: 'illustrationAlt',
          label: 'Drawing description',
          type: 'text',
          maxLength: 200,
          validate: (value: string | null | undefined, { siblingData }: { siblingData: { illustration?: string } }) =>
            siblingData?.illustration && !value ? 'Describe the drawing for screen readers (its alternative text).' : true,
        },
      ],
    },
    {
      type: 'row',
      admin: { condition: (_data, sibling) => sibling?.style === 'home' },
      fields: [
        { name: 'scrollLabel', label: 'Scroll arrow label', type: 'text', maxLength: 80 },
        {
          name: 'scrollTarget',
          label: 'Scroll arrow target (#anchor)',
          type: 'text',
          maxLength: 64,
          validate: (value: string | null | undefined) =>
            !value || /^#[a-z][a-z0-9-]*$/.test(value) ? true : 'Scroll arrow target: # and the anchor id of a section below, e.g. #solutions',
        },
      ],
    },
  ],
}
