/**
 * The careers form's answers to bots (decision 186): the shared bot guard's verdict, answered as a
 * person's success (nothing stored), except an expired token, which asks to send the form again.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { careers } from '@/content/careers'
import { applyLimit, handleApply } from '@/server/careers/apply'
import { CLIENT_ADDRESS_HEADER } from '@/server/platform/http/client-ip'
import { issueFormToken } from '@/server/platform/http/form-token'
import { seedCareers } from '@/server/seed/careers'

import { humanToken } from '../support/leads'
import { getTestPayload } from '../support/payload'

const slug = careers.roles[0]!.id
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\nstartxref\n0\n%%EOF\n')

function apply(fields: Record<string, string | undefined>): Promise<Response> {
  const values = {
    formToken: humanToken(),
    website: '',
    name: 'Asha Rao',
    email: 'asha.rao@example.com',
    coverNote: 'I have built planning software for plants for six years and would like to do it at ERPZ.',
    consent: 'yes',
    ...fields,
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form.append(name, value)
  form.append('cv', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'asha-rao-cv.pdf')
  const request = new Request(`http://127.0.0.1/careers/${slug}/apply`, { method: 'POST', body: form, headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.30' } })
  return handleApply(request, slug)
}

describe('careers form and bots', () => {
  beforeAll(async () => {
    await seedCareers.run(await getTestPayload(), () => {})
  })
  beforeEach(() => applyLimit.reset())

  it.each([
    ['a filled honeypot', () => ({ website: 'http://spam.example' })],
    ['a missing honeypot', () => ({ website: undefined })],
    ['a forged token', () => ({ formToken: 'forged' })],
    ['no token', () => ({ formToken: undefined })],
    ['a form sent too fast', () => ({ formToken: issueFormToken(Date.now()) })],
  ])('answers %s as a received application and stores nothing', async (_, fields) => {
    const reply = await apply(fields())
    expect(reply.status).toBe(303)
    expect(reply.headers.get('location')).toBe(`/careers/${slug}?applied=1#apply`)
    const payload = await getTestPayload()
    expect((await payload.count({ collection: 'job-applications', overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'cvs', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('asks a person whose form expired to send it again', async () => {
    const reply = await apply({ formToken: issueFormToken(Date.now() - 25 * 3600_000) })
    expect(reply.status).toBe(303)
    expect(reply.headers.get('location')).toBe(`/careers/${slug}?error=expired#apply`)
  })
})
