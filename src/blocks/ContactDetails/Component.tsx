import { Clock, Headset, Mail, MapPin, Phone } from '@/components/ui/icons'
import { ContactFormPart as ContactForm } from '../client-parts'
import type React from 'react'

import { officeHoursLine, phoneHref } from '@/globals/format'
import type { ContactDetailsBlock as Data } from '@/payload-types'
import { siteGlobals } from '@/server/globals/read'


function Detail({ icon: Icon, title, children }: { icon: typeof Mail; title: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <h3 className="text-base font-semibold">{title}</h3>
        <div className="mt-1 text-ink">{children}</div>
      </div>
    </div>
  )
}

/** The existing contact form (a client component the page always had) and the details from the site settings. */
export async function ContactDetailsBlockComponent({ block }: { block: Data }) {
  const { contact } = (await siteGlobals()).settings
  const { address } = contact
  return (
    <section className="px-4 py-16 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-5">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10 lg:col-span-3">
          <h2 className="text-2xl font-bold">{block.formTitle}</h2>
          {block.formText && <p className="mb-8 mt-2 text-ink">{block.formText}</p>}
          <ContactForm />
        </div>
        <aside aria-labelledby="contact-details" className="space-y-8 lg:col-span-2">
          <div className="rounded-2xl bg-surface p-6 sm:p-8">
            <h2 id="contact-details" className="text-2xl font-bold">
              {block.detailsTitle}
            </h2>
            <div className="mt-6 space-y-6">
              <Detail icon={Mail} title="Email">
                <a className="text-brand underline-offset-4 hover:underline" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </Detail>
              <Detail icon={Phone} title="Phone">
                <a className="text-brand underline-offset-4 hover:underline" href={phoneHref(contact.phone)}>
                  {contact.phone}
                </a>
              </Detail>
              <Detail icon={MapPin} title="Office">
                <address className="not-italic">
                  {address.street}
                  <br />
                  {address.locality}, {address.region} {address.postalCode}
                  <br />
                  {address.country}
                </address>
                <a className="mt-1 inline-block text-brand underline-offset-4 hover:underline" href={contact.mapUrl} target="_blank" rel="noopener noreferrer">
                  View on map<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Detail>
              <Detail icon={Headset} title="Support">
                <a className="text-brand underline-offset-4 hover:underline" href={`mailto:${contact.supportEmail}`}>
                  {contact.supportEmail}
                </a>
              </Detail>
            </div>
          </div>
          <div className="rounded-2xl bg-brand-dark p-6 text-slate-200 sm:p-8">
            <h2 className="text-xl font-bold">
              {/* Headings are ink-coloured site-wide; this one sits on the dark card. */}
              <span className="flex items-center gap-3 text-white">
                <Clock aria-hidden="true" className="size-5" /> {block.hoursTitle}
              </span>
            </h2>
            <p className="mt-3">{officeHoursLine(contact.officeHours)}</p>
            <p className="mt-1">{contact.officeHours.closedNote}</p>
          </div>
        </aside>
      </div>
    </section>
  )
}
