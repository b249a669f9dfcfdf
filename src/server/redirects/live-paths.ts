import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { policyPath, policyPdfPath, POLICY_SLUGS } from '../../lib/policies'
import { OWN_ROUTE_PAGES } from './paths'

/**
 * What a visitor finds at `path` today, in words an editor knows ("the page "Pricing" (/pricing)"),
 * or null when nothing live is there. A redirect from such a path would hide it (the proxy answers
 * redirects before any page renders), so the redirects collection refuses one, naming this.
 *
 * Every kind of live address: page documents (published; the own-route pages such as /pricing
 * render one too), the own-route pages themselves, published blog posts (/blog/<slug>), job
 * openings (/careers/<slug>, closed ones stay reachable) and the policies (/<slug> and their PDF).
 */
export async function liveContentAt(payload: Payload, path: string, req?: Partial<PayloadRequest>): Promise<string | null> {
  const common = { depth: 0, limit: 1, pagination: false, overrideAccess: true, req } as const

  const pages = await payload.find({ collection: 'pages', where: { and: [{ path: { equals: path } }, { _status: { equals: 'published' } }] }, select: { title: true }, ...common })
  const page = pages.docs[0]
  if (page) return `the page "${page.title}"`
  const ownRoute = OWN_ROUTE_PAGES[path]
  if (ownRoute) return `the ${ownRoute} page`

  const post = /^\/blog\/([^/]+)$/.exec(path)?.[1]
  if (post) {
    const posts = await payload.find({ collection: 'erpz-blogs', where: { and: [{ slug: { equals: post } }, { _status: { equals: 'published' } }] }, select: { title: true }, ...common })
    if (posts.docs[0]) return `the blog post "${posts.docs[0].title}"`
  }

  const role = /^\/careers\/([^/]+)$/.exec(path)?.[1]
  if (role) {
    const openings = await payload.find({ collection: 'openings', where: { slug: { equals: role } }, select: { title: true }, ...common })
    if (openings.docs[0]) return `the job opening "${openings.docs[0].title}"`
  }

  const policy = POLICY_SLUGS.find((slug) => path === policyPath(slug) || path === policyPdfPath(slug))
  if (policy) {
    const policies = await payload.find({ collection: 'policies', where: { slug: { equals: policy } }, select: { title: true }, ...common })
    const title = policies.docs[0]?.title ?? policy
    return path === policyPdfPath(policy) ? `the PDF of the policy "${title}"` : `the policy "${title}"`
  }
  return null
}
