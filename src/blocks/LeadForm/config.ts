import type { Block } from 'payload'

import { sectionFields } from '../shared/fields'

/**
 * One of the site's lead forms (contact, demo request, email capture) on any page (decision 199):
 * its leads go through the same pipeline as the site's own forms, carrying the block's campaign
 * label; after sending, the visitor sees the block's message or its thank-you page.
 */
export const LeadFormBlock: Block = {
  slug: 'leadForm',
  interfaceName: 'LeadFormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    {
      name: 'form',
      type: 'select',
      required: true,
      defaultValue: 'demo',
      options: [
        { label: 'Contact (message to sales)', value: 'contact' },
        { label: 'Demo request', value: 'demo' },
        { label: 'Email capture (newsletter sign-up)', value: 'newsletter' },
      ],
    },
    {
      name: 'campaignLabel',
      type: 'text',
      label: 'Campaign label',
      maxLength: 100,
      admin: { description: 'Stored on every lead sent from this form (e.g. "Pharma webinar 2026"), shown in Leads beside the UTM campaign.' },
    },
    {
      name: 'afterSending',
      type: 'radio',
      label: 'After sending',
      defaultValue: 'message',
      options: [
        { label: 'Show a message', value: 'message' },
        { label: 'Open a thank-you page', value: 'page' },
      ],
    },
    {
      name: 'successMessage',
      type: 'textarea',
      label: 'Message',
      maxLength: 300,
      admin: {
        condition: (_, sibling) => sibling?.afterSending !== 'page',
        description: 'Shown once the form is sent. Empty: the form\'s usual thank-you text.',
      },
    },
    {
      name: 'thankYouPage',
      type: 'relationship',
      relationTo: 'pages',
      label: 'Thank-you page',
      admin: { condition: (_, sibling) => sibling?.afterSending === 'page' },
      validate: (value: unknown, { siblingData }: { siblingData: Partial<{ afterSending: string }> }) =>
        siblingData?.afterSending === 'page' && !value ? 'Choose the thank-you page, or choose "Show a message".' : true,
    },
    ...sectionFields(),
  ],
}
