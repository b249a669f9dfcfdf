/**
 * The bench's campaign landing page with a lead form (issue 44, decision 199): Hero + Form (demo
 * request) + CTA band at LANDING_FORM_PATH, the row of the `landing-forms` JavaScript budget
 * (bench/budgets.json). A landing page may sit at any address; the bench measures this one.
 */
import type { Payload } from 'payload'

export const LANDING_FORM_PATH = '/bench-landing-form'

export async function seedLandingForm(payload: Payload): Promise<void> {
  const slug = LANDING_FORM_PATH.slice(1)
  const existing = await payload.count({ collection: 'pages', overrideAccess: true, where: { slug: { equals: slug } } })
  if (existing.totalDocs > 0) return
  await payload.create({
    collection: 'pages',
    overrideAccess: true,
    context: { skipRevalidate: true },
    data: {
      _status: 'published',
      title: 'Pharma plants run on ERPZ',
      slug,
      meta: { description: 'Batch records, QC and stock for pharma manufacturers: book a demo.' },
      layout: [
        { blockType: 'hero', style: 'page', title: 'Pharma plants run on ERPZ', subtitle: 'Batch planning to QC release, in one place.' },
        { blockType: 'leadForm', form: 'demo', campaignLabel: 'Bench landing page', afterSending: 'message', tone: 'white', title: 'Book your demo' },
        { blockType: 'ctaBand', anchor: 'questions', title: 'Questions first?', text: 'Write to our specialists.', primary: { label: 'Contact us', href: '/contact' } },
      ],
    } as never,
  })
}
