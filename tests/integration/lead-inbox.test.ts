/**
 * The lead inbox (issue 46, decision 202): what sales may change on a lead and what they may not,
 * the history the server records, one contact per address, and the overdue alert the app's own
 * outbox worker sends to the SMTP peer. Reads and writes go through Payload's access rules as the
 * signed-in user (overrideAccess: false), as its REST API does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSmtp } from '../support/smtp'

const smtp = await startSmtp()
process.env.SMTP_URL = smtp.url

const { env } = await import('@/env')
const { submitLead } = await import('@/server/leads/submit')
const { leadLimit } = await import('@/server/leads/http')
const { startOutboxWorker } = await import('@/server/platform/outbox')
const { OUTBOX_KINDS } = await import('@/server/worker')
const { needsCreateOperation } = await import('@/server/leads/store')
const { contactPost, waitFor } = await import('../support/leads')
const { getTestPayload } = await import('../support/payload')

import type { Payload } from 'payload'
import type { User } from '@/payload-types'

let payload: Payload
let worker: ReturnType<typeof startOutboxWorker>
const users: Record<'sales' | 'sales2' | 'editor' | 'recruiter' | 'admin', User> = {} as never

beforeAll(async () => {
  payload = await getTestPayload()
  env.LEAD_WEBHOOK_URL = undefined
  env.SALES_ALERT_EMAILS = []
  const make = async (key: keyof typeof users, roles: User['roles'], name: string) => {
    users[key] = (await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `${key}.${Date.now()}@erpz.test`, password: 'a-long-test-password-1', roles, name },
    })) as User
  }
  await make('sales', ['sales'], 'Sana Sales')
  await make('sales2', ['sales'], 'Omar Owner')
  await make('editor', ['editor'], 'Eddie Editor')
  await make('recruiter', ['recruiter'], 'Rita Recruiter')
  await make('admin', ['admin'], 'Ada Admin')
  worker = startOutboxWorker(payload, { kinds: OUTBOX_KINDS, concurrency: 4, leaseMs: 15_000, maxIdleMs: 50 })
})
afterAll(async () => {
  await worker.stop()
  await smtp.close()
})

async function newLead(n: number, extra: Record<string, unknown> = {}) {
  leadLimit.reset()
  const outcome = await submitLead(payload, 'contact', contactPost(n, extra))
  if (outcome.status !== 'stored') throw new Error(`lead not stored: ${JSON.stringify(outcome)}`)
  const { docs } = await payload.find({ collection: 'erpz-demo-requests', where: { email: { equals: `ravi.${n}@example.com` } }, overrideAccess: true, depth: 0 })
  return docs[0]!
}
const as = (who: keyof typeof users) => ({ user: users[who], overrideAccess: false as const, depth: 0 })

describe('a lead as it arrives', () => {
  it('is new, names its source and campaign, and its history starts; the fast insert path stays', async () => {
    const config = payload.collections['erpz-demo-requests'].config
    expect(needsCreateOperation(config, false)).toBe(false)
    const lead = await newLead(101)
    expect(lead).toMatchObject({ status: 'new', source: 'newsletter', campaign: 'q4' })
    expect(lead.activity).toHaveLength(1)
    expect(lead.activity![0]).toMatchObject({ action: 'created', detail: 'Contact message from newsletter, campaign q4' })
  })
})

describe('sales work a lead', () => {
  it('changes status, owner, next step and notes; each change is in the history with who and when', async () => {
    const lead = await newLead(102)
    const updated = await payload.update({
      collection: 'erpz-demo-requests',
      id: lead.id,
      ...as('sales'),
      data: { status: 'contacted', owner: users.sales2.id, next_step: 'Send pricing', next_step_at: '2030-01-02T10:00:00.000Z', notes: [{ text: 'Called, wants pricing.' }] },
    })
    expect(updated).toMatchObject({ status: 'contacted', owner: users.sales2.id, next_step: 'Send pricing' })
    expect(updated.notes).toHaveLength(1)
    expect(updated.notes![0]).toMatchObject({ text: 'Called, wants pricing.', author: users.sales.id })
    expect(updated.notes![0]!.at).toBeTruthy()
    const entries = updated.activity!.map((row) => [row.action, row.detail, row.by])
    expect(entries).toEqual([
      ['created', 'Contact message from newsletter, campaign q4', null],
      ['status', 'New → Contacted', users.sales.id],
      ['owner', 'nobody → Omar Owner', users.sales.id],
      ['next_step', 'Send pricing on 2030-01-02 10:00 UTC', users.sales.id],
      ['note', 'Called, wants pricing.', users.sales.id],
    ])
    for (const row of updated.activity!) expect(Date.now() - new Date(row.at).getTime()).toBeLessThan(60_000)
  })

  it('keeps saved notes as written: an edit or a removal is not stored, a new note is appended', async () => {
    const lead = await newLead(103)
    const first = await payload.update({ collection: 'erpz-demo-requests', id: lead.id, ...as('sales'), data: { notes: [{ text: 'First.' }] } })
    const saved = first.notes![0]!
    const second = await payload.update({
      collection: 'erpz-demo-requests',
      id: lead.id,
      ...as('sales2'),
      data: { notes: [{ id: saved.id, text: 'Rewritten.', author: users.sales2.id }, { text: 'Second.' }] },
    })
    expect(second.notes!.map((note) => [note.text, note.author])).toEqual([
      ['First.', users.sales.id],
      ['Second.', users.sales2.id],
    ])
    const third = await payload.update({ collection: 'erpz-demo-requests', id: lead.id, ...as('sales'), data: { notes: [] } })
    expect(third.notes!.map((note) => note.text)).toEqual(['First.', 'Second.'])
  })

  it('cannot change what the visitor sent, nor the history', async () => {
    const lead = await newLead(104)
    const after = await payload.update({
      collection: 'erpz-demo-requests',
      id: lead.id,
      ...as('sales'),
      data: { name: 'Forged', email: 'forged@example.com', phone: '+1 555', message: 'forged', campaign: 'forged', utm: { campaign: 'forged' }, delivery_status: 'delivered', activity: [], next_step: 'Call' },
    })
    const stored = await payload.findByID({ collection: 'erpz-demo-requests', id: lead.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ name: lead.name, email: lead.email, message: lead.message, campaign: 'q4', delivery_status: lead.delivery_status, next_step: 'Call' })
    expect(stored.phone ?? null).toBe(lead.phone ?? null)
    expect(stored.utm?.campaign).toBe('q4')
    expect(after.activity!.map((row) => row.action)).toEqual(['created', 'next_step'])
  })

  it('needs a reason to mark a lead lost, and a status', async () => {
    const lead = await newLead(105)
    await expect(payload.update({ collection: 'erpz-demo-requests', id: lead.id, ...as('sales'), data: { status: 'lost' } })).rejects.toThrow(/Why lost/)
    await expect(payload.update({ collection: 'erpz-demo-requests', id: lead.id, ...as('sales'), data: { status: null } })).rejects.toThrow(/Status/)
    const lost = await payload.update({ collection: 'erpz-demo-requests', id: lead.id, ...as('sales'), data: { status: 'lost', lost_reason: 'Went with a competitor' } })
    expect(lost.activity!.at(-1)).toMatchObject({ action: 'status', detail: 'New → Lost: Went with a competitor' })
  })

  it('gives a lead only to sales or an admin', async () => {
    const lead = await newLead(106)
    await expect(payload.update({ collection: 'erpz-demo-requests', id: lead.id, ...as('sales'), data: { owner: users.editor.id } })).rejects.toThrow(/Owner/)
  })

  it('editors and recruiters can neither read nor change a lead', async () => {
    const lead = await newLead(107)
    for (const who of ['editor', 'recruiter'] as const) {
      await expect(payload.findByID({ collection: 'erpz-demo-requests', id: lead.id, ...as(who) })).rejects.toThrow()
      await expect(payload.update({ collection: 'erpz-demo-requests', id: lead.id, ...as(who), data: { status: 'won' } })).rejects.toThrow(/not allowed/)
    }
    const stored = await payload.findByID({ collection: 'erpz-demo-requests', id: lead.id, overrideAccess: true, depth: 0 })
    expect(stored.status).toBe('new')
  })
})

describe('a lead left new', () => {
  it("alerts its owner by email once, from the server's own worker; a contacted lead alerts nobody", async () => {
    env.ERPZ_LEAD_OVERDUE_MINUTES = 0.03 // about 2 s
    try {
      const waiting = await newLead(108)
      const worked = await newLead(109)
      await payload.update({ collection: 'erpz-demo-requests', id: waiting.id, ...as('sales'), data: { owner: users.sales2.id } })
      await payload.update({ collection: 'erpz-demo-requests', id: worked.id, ...as('sales'), data: { owner: users.sales2.id, status: 'contacted' } })
      const since = smtp.messages.length
      const mail = await smtp.waitFor(users.sales2.email, since, 20_000)
      expect(mail.subject).toBe('Lead still new: Ravi Kumar 108, Acme Forge')
      expect(mail.text).toContain(`/admin/collections/erpz-demo-requests/${waiting.id}`)
      await waitFor(async () => {
        const stored = await payload.findByID({ collection: 'erpz-demo-requests', id: waiting.id, overrideAccess: true, depth: 0 })
        return stored.activity!.some((row) => row.action === 'email')
      })
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      const toOwner = smtp.messages.slice(since).filter((m) => m.to.includes(users.sales2.email))
      expect(toOwner.map((m) => m.subject)).toEqual(['Lead still new: Ravi Kumar 108, Acme Forge'])
      const stored = await payload.findByID({ collection: 'erpz-demo-requests', id: waiting.id, overrideAccess: true, depth: 0 })
      expect(stored.activity!.at(-1)).toMatchObject({ action: 'email', by: null, detail: expect.stringContaining('the owner, Omar Owner') })
    } finally {
      env.ERPZ_LEAD_OVERDUE_MINUTES = 24 * 60
    }
  })
})

describe("a recruiter's pipeline", () => {
  it('records every stage change with who, when and from → to; the history cannot be written', async () => {
    const recruiter = (await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `hr.${Date.now()}@erpz.test`, password: 'a-long-test-password-1', roles: ['recruiter'], name: 'Hema HR' },
    })) as User
    const opening = await payload.create({
      collection: 'openings',
      overrideAccess: true,
      data: {
        title: 'Plant Data Engineer', slug: `inbox-role-${Date.now()}`, status: 'open', hiringContact: 'hiring@erpz.test', department: 'Data', location: 'Hyderabad, India',
        workplaceType: 'on-site', addressCountry: 'IN', employmentType: 'FULL_TIME', requirements: [{ requirement: 'Patience' }],
        description: { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children: [{ type: 'text', text: 'A role.', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }] }] } },
      } as never,
    })
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
    )
    const cv = await payload.create({ collection: 'cvs', overrideAccess: true, data: {}, file: { data: pdf, mimetype: 'application/pdf', name: 'cv.pdf', size: pdf.length } })
    const application = await payload.create({
      collection: 'job-applications',
      overrideAccess: true,
      data: { status: 'new', opening: opening.id, name: 'Ravi Kumar', email: 'ravi.hr@example.com', coverNote: 'I run plants.', cv: cv.id, consentedAt: new Date().toISOString() },
    })
    const hr = { user: recruiter, overrideAccess: false as const, depth: 0 }
    await payload.update({ collection: 'job-applications', id: application.id, ...hr, data: { status: 'screening', activity: [] } })
    const moved = await payload.update({ collection: 'job-applications', id: application.id, ...hr, data: { status: 'interview' } })
    expect(moved.activity!.map((row) => [row.action, row.from, row.to, row.detail, row.by])).toEqual([
      ['stage', 'new', 'screening', 'New → Screening', recruiter.id],
      ['stage', 'screening', 'interview', 'Screening → Interview', recruiter.id],
    ])
    // Sales cannot touch applications.
    await expect(payload.update({ collection: 'job-applications', id: application.id, ...as('sales'), data: { status: 'rejected' } })).rejects.toThrow(/not allowed/)
  })
})
