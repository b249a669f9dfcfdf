import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import {
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type Field,
  type Plugin,
} from 'payload'

import { env } from '../../env'
import { forgetRedirectTable } from '../../server/redirects/lookup'
import { MAX_REDIRECTS, normalisePath, siteRelative, targetPath, validateSource, validateTargetUrl } from '../../server/redirects/paths'
import { liveContentAt } from '../../server/redirects/live-paths'
import { loadRedirectEntries, REFERENCE_COLLECTIONS, targetOf } from '../../server/redirects/table'
import { editorsOnly } from '../access'
import { fieldRefusal } from '../field-refusal'
import { updatedByField } from '../updated-by'

export const REDIRECTS_SLUG = 'redirects'

type Target = { type?: 'reference' | 'custom' | null; url?: string | null; reference?: { relationTo: string; value: unknown } | null }

const refuse = (path: string, message: string): never => {
  throw fieldRefusal({ collection: REDIRECTS_SLUG, path, message })
}

/**
 * Stores `from` and a custom `to` in one form (no trailing slash; this site's full addresses as
 * paths) and refuses, naming the other address, a redirect to itself, a loop (A → B → A), a chain
 * (A → B where B already redirects, or X → A where A now would) and a second redirect from the same
 * address. A chain made by renaming a page is collapsed by the rename instead (./moves.ts).
 */
const checkRedirect: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const from = normalisePath(String(data.from ?? originalDoc?.from ?? ''))
  const sourceProblem = validateSource(from)
  if (sourceProblem !== true) refuse('from', sourceProblem)
  // Only a new or changed `from` can take an address over; a move's bookkeeping (./moves.ts) edits
  // the targets of redirects that already exist.
  if (from !== originalDoc?.from) {
    const live = await liveContentAt(req.payload, from, req)
    if (live) refuse('from', `${from} is the address of ${live}: a redirect from it would hide it from visitors. Choose another address to redirect from.`)
  }
  data.from = from

  const to: Target = { ...(originalDoc?.to as Target | undefined), ...(data.to as Target | undefined) }
  const type = to.type ?? 'reference'
  let target: string | null
  const targetField = type === 'custom' ? 'to.url' : 'to.reference'
  if (type === 'custom') {
    const url = siteRelative(String(to.url ?? '').trim(), env.PUBLIC_URL)
    const urlProblem = validateTargetUrl(url, env.PUBLIC_URL)
    if (urlProblem !== true) refuse('to.url', urlProblem)
    data.to = { ...to, type, url, reference: null }
    target = url
  } else {
    if (!to.reference) refuse('to.reference', 'To: choose the page or blog post this address should lead to.')
    target = await targetOf(req.payload, { ...to, type }, req)
    if (!target) refuse('to.reference', 'To: the chosen page or post has no address yet (publish it with a slug first).')
  }
  const targetAddress = target ? targetPath(target) : null

  if (targetAddress === from) refuse(targetField, `This redirect would send ${from} to itself: choose another target.`)

  const others = (await loadRedirectEntries(req.payload, req)).filter(([, , stored]) => String(stored.id) !== String(originalDoc?.id))
  if (operation === 'create' && others.length >= MAX_REDIRECTS) {
    refuse('from', `The site already keeps ${MAX_REDIRECTS} redirects, the most it holds: delete old ones first.`)
  }
  const same = others.find(([source]) => source === from)
  if (same) refuse('from', `A redirect from ${from} already exists (to ${same[1]}): edit that one instead.`)
  if (targetAddress) {
    const onward = others.find(([source]) => source === targetAddress)
    if (onward) {
      if (targetPath(onward[1]) === from) {
        refuse(targetField, `Redirect loop: ${targetAddress} already redirects to ${from}, so ${from} → ${targetAddress} → ${from} would never end.`)
      }
      refuse(targetField, `${targetAddress} already redirects to ${onward[1]}: point this redirect at ${onward[1]} directly (no chains of redirects).`)
    }
  }
  const inbound = others.find(([, otherTarget]) => targetPath(otherTarget) === from)
  if (inbound) {
    refuse('from', `${inbound[0]} already redirects to ${from}: this would make a chain ${inbound[0]} → ${from} → ${target}; point ${inbound[0]} at ${target} instead.`)
  }
  return data
}

/**
 * A changed redirect is answered on this instance at once, on the others within a second: each
 * reads the table from the database at most once a second (src/server/redirects/lookup.ts).
 */
const afterChange: CollectionAfterChangeHook = ({ doc }) => {
  forgetRedirectTable()
  return doc
}

const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  forgetRedirectTable()
  return doc
}

const describe = (field: Field): Field => {
  if (field.type === 'text' && field.name === 'from') {
    return {
      ...field,
      label: 'From',
      maxLength: 300,
      admin: { ...field.admin, description: 'The old address, a path of this site: /solutions/old-name or /blog/old-post.' },
      // A copy needs an address of its own (one redirect per address).
      hooks: { ...field.hooks, beforeDuplicate: [({ value }) => `${String(value ?? '/redirect').slice(0, 260)}-copy-${Date.now().toString(36)}`] },
    }
  }
  if (field.type === 'group' && 'name' in field && field.name === 'to') {
    return {
      ...field,
      fields: field.fields.map((sub): Field =>
        sub.type === 'text' && sub.name === 'url'
          ? { ...sub, label: 'To (address)', maxLength: 300, admin: { ...sub.admin, description: 'A path of this site such as /solutions/new-name, or a full https:// address.' } }
          : sub,
      ),
    }
  }
  return field
}

/**
 * Payload's redirects plugin (decision 171): its `redirects` collection (from, to: a page or post,
 * or a custom address), managed by marketers in the Site group, always answered with 301 by the
 * proxy (src/proxy.ts) before any page renders.
 */
export const redirects = (): Plugin =>
  redirectsPlugin({
    collections: [...REFERENCE_COLLECTIONS],
    overrides: {
      slug: REDIRECTS_SLUG,
      labels: { singular: 'Redirect', plural: 'Redirects' },
      admin: {
        group: 'Site',
        useAsTitle: 'from',
        defaultColumns: ['from', 'to.type', 'to.url', 'updatedAt'],
        description:
          'Old addresses that lead to new ones with a permanent redirect (301). Renaming a published page or post adds one by itself. A redirect may not point to itself, into a loop or to another redirect.',
      },
      access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
      hooks: { beforeChange: [checkRedirect], afterChange: [afterChange], afterDelete: [afterDelete] },
      fields: ({ defaultFields }) => [...defaultFields.map(describe), updatedByField],
    },
  })
