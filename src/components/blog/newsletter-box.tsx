import { Mail } from '@/components/ui/icons'

import { NewsletterForm } from '@/components/leads/newsletter-form'

/** The blog list's newsletter box around the shared newsletter sign-up form. */
export function NewsletterBox() {
  return (
    <section aria-labelledby="newsletter-heading" className="rounded-2xl bg-gradient-to-br from-brand-dark to-brand p-8 text-white sm:p-10">
      <div className="mx-auto max-w-2xl text-center">
        <Mail className="mx-auto size-10 text-indigo-200" aria-hidden />
        <h2 id="newsletter-heading" className="mt-4 text-2xl font-bold text-white">
          Subscribe to our newsletter
        </h2>
        <p className="mt-2 text-indigo-100">Get the latest manufacturing insights delivered to your inbox.</p>
        <NewsletterForm dark className="mt-6 text-left" />
      </div>
    </section>
  )
}
