'use client'

import { Mail } from 'lucide-react'

/**
 * The newsletter form's look. Subscribing is wired by the lead-pipeline work; until then the
 * form only checks the address in the browser and does not leave the page.
 */
export function NewsletterBox() {
  return (
    <section aria-labelledby="newsletter-heading" className="rounded-2xl bg-gradient-to-br from-brand-dark to-brand p-8 text-white sm:p-10">
      <div className="mx-auto max-w-2xl text-center">
        <Mail className="mx-auto size-10 text-indigo-200" aria-hidden />
        <h2 id="newsletter-heading" className="mt-4 text-2xl font-bold text-white!">
          Subscribe to our newsletter
        </h2>
        <p className="mt-2 text-indigo-100">Get the latest manufacturing insights delivered to your inbox.</p>
        <form className="mt-6 flex flex-col gap-3 sm:flex-row" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="newsletter-email"
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="Enter your email"
            className="h-12 flex-1 rounded-xl border-0 bg-white px-4 text-brand-dark placeholder:text-slate-500 focus:outline-2 focus:outline-offset-2 focus:outline-white"
          />
          <button type="submit" className="h-12 rounded-xl bg-accent px-6 font-semibold text-white hover:bg-accent/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
            Subscribe
          </button>
        </form>
      </div>
    </section>
  )
}
