import { describe, expect, it } from 'vitest'

import { CANDIDATE_EMAIL_DEFAULTS } from '@/config/careers'

import { candidateEmail, fillPlaceholders, textsFrom } from './candidate-emails'

const values = { candidate: 'Priya Sharma', role: 'Product Designer', company: 'ERPZ' }

describe('candidate emails', () => {
  it('fills the three placeholders and leaves other braces as written', () => {
    expect(fillPlaceholders('{candidate} for {role} at {company}, {unknown} and {role}', values)).toBe('Priya Sharma for Product Designer at ERPZ, {unknown} and Product Designer')
  })

  it('uses the saved text, and the default where a field was left blank', () => {
    const texts = textsFrom({ interview: { subject: 'Meet us: {role}', body: '  ' }, rejection: null })
    expect(texts.interview).toEqual({ subject: 'Meet us: {role}', body: CANDIDATE_EMAIL_DEFAULTS.interview.body })
    expect(texts.rejection).toEqual({ subject: CANDIDATE_EMAIL_DEFAULTS.rejection.subject, body: CANDIDATE_EMAIL_DEFAULTS.rejection.body })
    expect(textsFrom(null).received.subject).toBe('We received your application: {role}')
  })

  it('keeps the subject on one line (no header injection through a role title) and splits the body into paragraphs', () => {
    const email = candidateEmail({ subject: 'Interview: {role}', body: 'Hello {candidate},\n\n\nSee you.\n\n' }, { ...values, role: 'Designer\r\nBcc: x@example.com' })
    expect(email.subject).toBe('Interview: Designer Bcc: x@example.com')
    expect(email.paragraphs).toEqual(['Hello Priya Sharma,', 'See you.'])
  })
})
