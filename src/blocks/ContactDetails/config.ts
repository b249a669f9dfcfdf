import type { Block } from 'payload'

/**
 * The contact form beside the company's contact details (email, phone, office with a map link,
 * support, office hours). The details come from the site's settings, never typed twice.
 */
export const ContactDetailsBlock: Block = {
  slug: 'contactDetails',
  interfaceName: 'ContactDetailsBlock',
  labels: { singular: 'Contact form and details', plural: 'Contact form and details' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'formTitle', label: 'Form heading', type: 'text', required: true, maxLength: 120 },
        { name: 'detailsTitle', label: 'Details heading', type: 'text', required: true, maxLength: 120 },
        { name: 'hoursTitle', label: 'Office hours heading', type: 'text', required: true, maxLength: 120 },
      ],
    },
    { name: 'formText', label: 'Line under the form heading', type: 'textarea', maxLength: 300 },
  ],
}
