import type { GlobalConfig } from 'payload'

import { CANDIDATE_EMAIL_DEFAULTS, CANDIDATE_EMAILS } from '@/config/careers'

import { recruiterOrAdmin } from '../collections/access'

export const CANDIDATE_EMAILS_SLUG = 'candidate-emails'

/**
 * The texts of the emails candidates get (issue 46): recruiters edit them here and send them from
 * an application ("Email the candidate"). Each is sent through the outbox and recorded in the
 * application's history.
 */
export const CandidateEmails: GlobalConfig = {
  slug: CANDIDATE_EMAILS_SLUG,
  label: 'Candidate emails',
  admin: {
    group: 'HR',
    description: 'What candidates receive. Write {candidate}, {role} and {company} where the name, the role and the company go.',
  },
  access: { read: recruiterOrAdmin, update: recruiterOrAdmin },
  fields: CANDIDATE_EMAILS.map((key) => ({
    name: key,
    type: 'group' as const,
    label: CANDIDATE_EMAIL_DEFAULTS[key].label,
    admin: { description: key === 'received' ? 'Sent on its own when someone applies, with the link to withdraw the application below it.' : 'Sent from an application with "Email the candidate".' },
    fields: [
      { name: 'subject', type: 'text' as const, required: true, maxLength: 200, defaultValue: CANDIDATE_EMAIL_DEFAULTS[key].subject },
      { name: 'body', type: 'textarea' as const, required: true, maxLength: 4000, defaultValue: CANDIDATE_EMAIL_DEFAULTS[key].body, admin: { rows: 8 } },
    ],
  })),
}
