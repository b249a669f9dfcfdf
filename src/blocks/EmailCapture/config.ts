import type { Block } from 'payload'

import { sectionFields } from '../shared/fields'

/** A work-email field that starts onboarding with the address filled in (SPEC §5's rule and toast). */
export const EmailCaptureBlock: Block = {
  slug: 'emailCapture',
  interfaceName: 'EmailCaptureBlock',
  labels: { singular: 'Email capture', plural: 'Email captures' },
  fields: [
    ...sectionFields(),
    {
      type: 'row',
      fields: [
        { name: 'label', label: 'Field label (read by screen readers)', type: 'text', required: true, maxLength: 60 },
        { name: 'placeholder', type: 'text', required: true, maxLength: 60 },
        { name: 'button', label: 'Button label', type: 'text', required: true, maxLength: 40 },
      ],
    },
  ],
}
