import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { employmentLabel } from '@/blocks/OpenRoles/Component'
import { Breadcrumbs } from '@/components/marketing/breadcrumbs'
import { JsonLd } from '@/components/site/json-ld'
import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { inputClass } from '@/components/ui/form-field'
import { Briefcase, CalendarClock, CircleCheck, MapPin } from '@/components/ui/icons'
import { careers } from '@/content/careers'
import { env } from '@/env'
import { descriptionHtml, isOpenAt, jobPosting, type PublicOpening } from '@/lib/careers/job-posting'
import { firstParam } from '@/lib/search-params'
import { pageMetadata } from '@/lib/seo'
import { APPLY_MESSAGES, isApplyErrorCode } from '@/lib/validation/application'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@/lib/validation/messages'
import { findOpening } from '@/server/careers/openings'
import { getAppPayload } from '@/server/endpoint'
import { issueFormToken } from '@/server/platform/http/form-token'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const plainText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const opening = await findOpening(await getAppPayload(), slug)
  if (!opening) return {}
  const open = isOpenAt(opening, new Date())
  const summary = plainText(descriptionHtml(opening.description)).slice(0, 155)
  return pageMetadata({
    title: `${opening.title} — Careers`,
    description: summary || `${opening.title}, ${opening.location}.`,
    path: `/careers/${opening.slug}`,
    // A closed role stays reachable (links in mails and elsewhere) but leaves search engines.
    noindex: !open,
  })
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

function salaryText(salary: PublicOpening['salary']): string | null {
  if (!salary?.currency || (salary.min == null && salary.max == null)) return null
  const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: salary.currency, maximumFractionDigits: 0 })
  const range = salary.min != null && salary.max != null ? `${money.format(salary.min)} – ${money.format(salary.max)}` : money.format((salary.min ?? salary.max)!)
  const unit = { YEAR: 'per year', MONTH: 'per month', HOUR: 'per hour' }[salary.unit ?? 'YEAR'] ?? ''
  return `${range} ${unit}`.trim()
}

/**
 * A role's page (issue 27): its description, JobPosting structured data while it is open, and the
 * apply form, a plain multipart POST that works without JavaScript. Rendered at request time: the
 * closing date is compared with the clock of this request (decision 166), and the form carries a
 * fresh form token.
 */
export default async function RolePage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams])
  const opening = await findOpening(await getAppPayload(), slug)
  if (!opening) notFound()
  const open = isOpenAt(opening, new Date())
  const applied = firstParam(query.applied) === '1'
  const errors = [...new Set(firstParam(query.error).split(','))].filter(isApplyErrorCode)
  const salary = salaryText(opening.salary)
  const fields = careers.role.fields
  const path = `/careers/${opening.slug}`

  return (
    <>
      {open ? <JsonLd data={jobPosting(opening, env.PUBLIC_URL)} /> : null}
      <section className="bg-surface px-4 pb-12 pt-28 sm:px-6">
        <div className="mx-auto max-w-4xl">
          <Breadcrumbs items={[{ name: 'Home', path: '/' }, { name: 'Careers', path: '/careers' }, { name: opening.title, path }]} />
          <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-brand">{opening.department}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{opening.title}</h1>
          <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1 text-ink">
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden className="size-4 text-brand" /> {opening.location}
            </span>
            <span className="inline-flex items-center gap-1">
              <Briefcase aria-hidden className="size-4 text-brand" /> {employmentLabel(opening.employmentType)}
            </span>
            {open && opening.closingDate ? (
              <span className="inline-flex items-center gap-1">
                <CalendarClock aria-hidden className="size-4 text-brand" /> {careers.role.closes} {dateFormat.format(new Date(opening.closingDate))} IST
              </span>
            ) : null}
          </p>
          {salary ? (
            <p className="mt-2 text-ink">
              <span className="font-semibold text-brand-dark">{careers.role.salary}:</span> {salary}
            </p>
          ) : null}
        </div>
      </section>

      <div className="px-4 py-12 sm:px-6">
        <div className="mx-auto grid max-w-4xl gap-12">
          {!open ? (
            <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-6" data-testid="role-closed">
              <p className="font-semibold text-brand-dark">{careers.role.closed}</p>
              <p className="mt-2">
                <Link href="/careers#roles" className="font-semibold text-brand underline-offset-4 hover:underline">
                  {careers.role.closedHint}
                </Link>
              </p>
            </div>
          ) : null}

          <div className="prose-role space-y-4 leading-7 text-ink [&_a]:text-brand [&_a]:underline [&_h2]:text-2xl [&_h2]:font-bold [&_ul]:list-disc [&_ul]:pl-5" dangerouslySetInnerHTML={{ __html: descriptionHtml(opening.description) }} />

          <div>
            <h2 className="text-2xl font-bold">{careers.role.requirements}</h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 leading-7 marker:text-brand">
              {opening.requirements.map((item) => (
                <li key={item.requirement}>{item.requirement}</li>
              ))}
            </ul>
          </div>

          {open ? (
            <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-20 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <h2 id="apply-heading" className="text-2xl font-bold">
                {careers.role.applyTitle}
              </h2>
              {applied ? (
                <p role="status" className="mt-6 flex items-start gap-2 rounded-lg bg-green-50 p-4 font-medium text-green-800" data-testid="apply-confirmation">
                  <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" /> {careers.role.applied}
                </p>
              ) : (
                <>
                  {errors.length > 0 ? (
                    <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800" data-testid="apply-errors">
                      <p className="font-semibold">{careers.role.errorsTitle}</p>
                      <ul className="mt-2 list-disc space-y-1 pl-5">
                        {errors.map((code) => (
                          <li key={code}>{APPLY_MESSAGES[code]}</li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                  <form method="post" action={`${path}/apply`} encType="multipart/form-data" className="relative mt-6 grid gap-5 sm:grid-cols-2">
                    <input type="hidden" name={FORM_TOKEN_FIELD} value={issueFormToken()} />
                    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
                      <label htmlFor="apply-website">Website</label>
                      <input id="apply-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
                    </div>
                    <Field id="apply-name" label={fields.name} invalid={errors.includes('name')}>
                      {(p) => <input {...p} name="name" type="text" required minLength={2} maxLength={100} autoComplete="name" className={inputClass} />}
                    </Field>
                    <Field id="apply-email" label={fields.email} invalid={errors.includes('email')}>
                      {(p) => <input {...p} name="email" type="email" required maxLength={254} autoComplete="email" className={inputClass} />}
                    </Field>
                    <Field id="apply-phone" label={fields.phone} invalid={errors.includes('phone')}>
                      {(p) => <input {...p} name="phone" type="tel" maxLength={30} autoComplete="tel" className={inputClass} />}
                    </Field>
                    <Field id="apply-link" label={fields.link} invalid={errors.includes('link')}>
                      {(p) => <input {...p} name="link" type="url" maxLength={300} placeholder="https://" className={inputClass} />}
                    </Field>
                    <Field id="apply-cv" label={fields.cv} invalid={errors.some((code) => code.startsWith('cv_'))} className="sm:col-span-2">
                      {(p) => (
                        <input
                          {...p}
                          name="cv"
                          type="file"
                          required
                          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                          className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-surface file:px-3 file:py-1.5 file:font-semibold`}
                        />
                      )}
                    </Field>
                    <Field id="apply-cover" label={fields.coverNote} invalid={errors.includes('coverNote')} className="sm:col-span-2">
                      {(p) => <textarea {...p} name="coverNote" required minLength={20} maxLength={4000} rows={6} className={inputClass} />}
                    </Field>
                    <div className="flex items-start gap-3 sm:col-span-2">
                      <input
                        id="apply-consent"
                        name="consent"
                        type="checkbox"
                        value="yes"
                        required
                        aria-invalid={errors.includes('consent') ? true : undefined}
                        className="mt-1 size-5 shrink-0 accent-brand"
                      />
                      <label htmlFor="apply-consent" className="text-sm text-ink">
                        {fields.consent}{' '}
                        <Link href="/privacy-policy" className="font-semibold text-brand underline-offset-4 hover:underline">
                          {fields.privacy}
                        </Link>
                        .
                      </label>
                    </div>
                    <div className="sm:col-span-2">
                      <Button type="submit">{careers.role.submit}</Button>
                    </div>
                  </form>
                </>
              )}
            </section>
          ) : null}

          <p>
            <Link href="/careers#roles" className="font-semibold text-brand underline-offset-4 hover:underline">
              ← {careers.role.back}
            </Link>
          </p>
        </div>
      </div>
    </>
  )
}

type ControlProps = { id: string; 'aria-invalid': true | undefined }

function Field({ id, label, invalid, className, children }: { id: string; label: string; invalid: boolean; className?: string; children: (props: ControlProps) => React.ReactNode }) {
  return (
    <div className={`space-y-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-dark">
        {label}
      </label>
      {children({ id, 'aria-invalid': invalid ? true : undefined })}
    </div>
  )
}
