import type React from 'react'

/**
 * A link between pages of the site: a plain `<a>`, so a page that only links elsewhere ships no
 * router code for it. `next/link` (client-side navigation and prefetching) cost every page 4 KiB
 * gzip of browser code and, with prefetching, the JavaScript of the pages it linked to; the
 * marketing pages are documents, and a full load of the next one is fast (decision 144, which
 * replaces the intent prefetching of decision 063). The onboarding flow, which keeps state
 * between its steps, navigates with the router itself.
 */
export function Link({ href, ...props }: React.ComponentProps<'a'> & { href: string }) {
  return <a href={href} {...props} />
}
