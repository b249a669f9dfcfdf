import type { Block } from 'payload'

import { sectionFields } from '../shared/fields'

/** One of the site's lead forms (contact, demo request, newsletter), as on their own pages. */
export const LeadFormBlock: Block = {
  slug: 'leadForm',
  interfaceName: 'LeadFormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    {
      name: 'form',
      type: 'select',
      required: true,
      options: [
        { label: 'Contact (message to sales)', value: 'contact' },
        { label: 'Demo request', value: 'demo' },
        { label: 'Newsletter sign-up', value: 'newsletter' },
      ],
    },
    ...sectionFields(),
  ],
}
