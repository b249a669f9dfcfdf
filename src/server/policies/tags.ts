import 'server-only'

import { POLICY_ROUTE, policyPath, policyPdfPath, type PolicySlug } from '@/lib/policies'

/** Cache tags of the policies: `all` covers every policy page and PDF; one tag per slug. */
export const POLICY_TAGS = {
  all: 'policies',
  policy: (slug: string) => `policies:${slug}`,
} as const

/** Every cached path that shows a policy: its address, the internal route behind it, its PDF. */
export const policyPaths = (slug: PolicySlug) => [policyPath(slug), `${POLICY_ROUTE}/${slug}`, policyPdfPath(slug)]
