/** Helpers for lead tests: valid posts as a human browser would send them, and waiting. */
import { issueFormToken } from '@/server/platform/http/form-token'

export const humanToken = () => issueFormToken(Date.now() - 3_000)

export const contactPost = (n = 0, extra: Record<string, unknown> = {}) => ({
  name: `Ravi Kumar ${n}`,
  email: `ravi.${n}@example.com`,
  company: 'Acme Forge',
  message: 'Please get in touch about Plan.',
  website: '',
  formToken: humanToken(),
  meta: { sourcePage: '/contact', referrer: 'https://search.example/', utm: { source: 'newsletter', campaign: 'q4' } },
  ...extra,
})

export const demoPost = (n = 0, extra: Record<string, unknown> = {}) => ({
  fullName: `Meera Iyer ${n}`,
  email: `meera.${n}@example.com`,
  companyName: 'Iyer Textiles',
  phoneNumber: '+91 98480 22338',
  timeSlot: 'evening',
  message: 'We run three dyeing lines.',
  website: '',
  formToken: humanToken(),
  ...extra,
})

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `done()` holds (the outbox worker under test delivers meanwhile), or fails. */
export async function waitFor(done: () => boolean | Promise<boolean>, timeoutMs = 30_000, what = 'the outbox to finish') {
  const deadline = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(25)
  }
}
