import type { Block } from 'payload'

import { anchorField, linkFields } from '../shared/fields'

/** The closing call to action: a dark band with a heading, a line and up to three buttons. */
export const CtaBandBlock: Block = {
  slug: 'ctaBand',
  interfaceName: 'CtaBandBlock',
  labels: { singular: 'Call-to-action band', plural: 'Call-to-action bands' },
  fields: [
    { ...anchorField, required: true, admin: { description: 'The section can be linked as /page#anchor, e.g. "demo".' } },
    { name: 'title', label: 'Heading', type: 'text', required: true, maxLength: 160 },
    { name: 'text', type: 'textarea', required: true, maxLength: 400 },
    linkFields('primary', 'Main button'),
    linkFields('secondary', 'Second button (after the main one)', false),
    linkFields('tertiary', 'Third button (before the main one)', false),
  ],
}
