import { type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type CollectionConfig, type Where } from 'payload'

import { PAGE_BLOCKS } from '../../blocks'
import { REQUEST_BLOCK_PATHS } from '../../blocks/own-routes'
import { validateHref } from '../../blocks/shared/fields'
import { createPagePreviewPath } from '../../server/pages/preview-token'
import { editorsOnly, publishedOrEditor, readsDrafts } from '../access'
import { fieldRefusal } from '../field-refusal'
import { redirectPageMove, rememberPageAddress } from '../redirects/moves'
import { snippetFields } from '../blog/fields'
import { updatedByField } from '../updated-by'
import { deleteAbandonedDrafts, movePageChildren, revalidatePageAfterChange, revalidatePageAfterDelete } from './hooks'
import { MAX_DEPTH, pagePath, refusedPagePath, validateSlug } from './path'

export const PAGES_SLUG = 'pages'

/**
 * Computes `path` from the slug and the parent, and refuses with a message naming the field what
 * would make two pages share an address, nest too deep or take a path another route owns.
 */
/** A save refused for the page's `parent` or `slug`, its reason under the field and in the admin's toast (decision 176). */
const refuse = (path: 'parent' | 'slug', message: string) => fieldRefusal({ collection: PAGES_SLUG, path, message })

const computePath: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const slug = String(data.slug ?? originalDoc?.slug ?? '')
  // An autosaved draft may have no (valid) slug yet: no address until it has one; publishing refuses it.
  if (validateSlug(slug) !== true) {
    data.path = null
    return data
  }
  const parentValue: unknown = data.parent === undefined ? originalDoc?.parent : data.parent
  const parentId = typeof parentValue === 'object' && parentValue !== null ? (parentValue as { id: number }).id : (parentValue as number | null)
  let parentPath: string | null = null
  if (parentId) {
    if (originalDoc?.id !== undefined && parentId === originalDoc.id) {
      throw refuse('parent', 'A page cannot be its own parent.')
    }
    const parent = await req.payload.findByID({ collection: PAGES_SLUG, id: parentId, depth: 0, draft: true, req, disableErrors: true })
    if (!parent) throw refuse('parent', 'The parent page no longer exists.')
    parentPath = parent.path ?? null
    if (parentPath === '/') parentPath = null
    if (parentPath && originalDoc?.path && (parentPath === originalDoc.path || parentPath.startsWith(`${originalDoc.path}/`))) {
      throw refuse('parent', 'A page cannot sit under one of its own subpages.')
    }
  }
  const path = pagePath(slug, parentPath)
  if (path.split('/').length - 1 > MAX_DEPTH) {
    throw refuse('parent', `Pages nest at most ${MAX_DEPTH} levels deep (${path} is deeper).`)
  }
  const reserved = refusedPagePath(path)
  if (reserved) {
    throw refuse('slug', `The address ${path} belongs to another part of the site (${reserved}); choose another slug or parent.`)
  }
  const where: Where = { path: { equals: path } }
  if (originalDoc?.id !== undefined) where.id = { not_equals: originalDoc.id }
  const taken = await req.payload.find({ collection: PAGES_SLUG, where, limit: 1, depth: 0, draft: true, req, pagination: false })
  const other = taken.docs[0]
  if (other) {
    throw refuse('slug', `The address ${path} is already used by the page "${other.title}"; choose another slug or parent.`)
  }
  data.path = path
  return data
}

const refuseDeletingParents: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const children = await req.payload.count({ collection: PAGES_SLUG, where: { parent: { equals: id } }, req })
  if (children.totalDocs > 0) {
    throw refuse('parent', `This page has ${children.totalDocs} subpage(s): move or delete them first.`)
  }
}

const validateCanonical = (value: string | null | undefined) => {
  if (!value) return true
  if (value.startsWith('#') || value.startsWith('mailto:') || value.startsWith('tel:'))
    return 'Canonical address: a path of this site such as /pricing, or a full address starting with https://'
  return validateHref(value, {} as never)
}

const pageSnippet = snippetFields({ titlePath: 'title', descriptionPath: 'meta.description', imagePath: 'meta.image', addressPath: 'path' })

export const Pages: CollectionConfig = {
  slug: PAGES_SLUG,
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    group: 'Site',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    description: 'The marketing pages of the site, each built from blocks. The home page has the slug "home" and no parent.',
    // A short-lived signed link, so a colleague without a CMS login can see the draft; only for
    // those who may read drafts themselves (the link shows the latest draft to whoever holds it).
    preview: async (doc, { req }) => (typeof doc.path === 'string' && doc.path && (await readsDrafts(req, PAGES_SLUG)) ? createPagePreviewPath(doc.path) : null),
    livePreview: {
      url: async ({ data, req }) =>
        typeof data?.path === 'string' && data.path && (await readsDrafts(req, PAGES_SLUG)) ? `/pages-preview/live?path=${encodeURIComponent(data.path)}` : null,
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 375, height: 812 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  },
  defaultSort: 'path',
  versions: {
    // Scheduled publish/unpublish: switched on by SCHEDULED_PUBLISH (src/server/platform/scheduled-publish/targets.ts).
    drafts: { autosave: { interval: 2000 }, validate: false },
    maxPerDoc: 50,
  },
  access: { read: publishedOrEditor, create: editorsOnly, update: editorsOnly, delete: editorsOnly, readVersions: editorsOnly },
  hooks: {
    beforeDelete: [refuseDeletingParents],
    // A published page whose address changes leaves a 301 behind (decision 171).
    beforeChange: [computePath, rememberPageAddress],
    afterChange: [movePageChildren, redirectPageMove, revalidatePageAfterChange, deleteAbandonedDrafts],
    afterDelete: [revalidatePageAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160, admin: { description: 'The page title shown in search results (before " | ERPZ").' } },
    {
      type: 'row',
      fields: [
        {
          name: 'slug',
          type: 'text',
          required: true,
          maxLength: 80,
          index: true,
          validate: validateSlug,
          admin: { description: 'The last part of the address: "pharma-plants" for /lp/pharma-plants; "home" (without a parent) for /.' },
          // A copy needs an address of its own.
          hooks: { beforeDuplicate: [({ value }) => `${String(value ?? 'page').slice(0, 60)}-copy-${Date.now().toString(36)}`] },
        },
        {
          name: 'parent',
          type: 'relationship',
          relationTo: PAGES_SLUG,
          admin: { description: 'Optional: the page this one sits under, e.g. a page "lp" for /lp/pharma-plants.' },
          filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
        },
      ],
    },
    {
      name: 'path',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'The page address, from the slug and the parent.' },
    },
    // The navigation is the Header global's alone; this stored flag never drove it, so the admin no
    // longer offers it (decision 198). The column stays until a migration removes it.
    { name: 'showInNav', label: 'Show in the navigation', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar', hidden: true } },
    {
      name: 'meta',
      label: 'Search and sharing',
      type: 'group',
      fields: [
        // The same overview and search preview as a post's (decision 198).
        pageSnippet[0]!,
        {
          name: 'description',
          type: 'textarea',
          required: true,
          maxLength: 320,
          validate: (value: string | null | undefined) =>
            value?.trim() ? (value.length <= 320 ? true : 'Description is too long: at most 320 characters.') : 'Description is required: search engines and social cards show it under the title.',
          admin: { description: 'The description search engines and social cards show.' },
        },
        { name: 'canonical', label: 'Canonical address', type: 'text', maxLength: 300, validate: validateCanonical, admin: { description: 'Leave empty: the page\'s own address.' } },
        { name: 'image', label: 'Share image', type: 'upload', relationTo: 'media' },
        pageSnippet[1]!,
        { name: 'noindex', label: 'Hide from search engines (noindex)', type: 'checkbox', defaultValue: false },
        {
          name: 'structuredData',
          label: 'Structured data',
          type: 'select',
          defaultValue: 'none',
          required: true,
          options: [
            { label: 'None (a FAQ block still adds its FAQPage)', value: 'none' },
            { label: 'Software application (the home page)', value: 'softwareApplication' },
            { label: 'Organization (about)', value: 'organization' },
            { label: 'Service (a solution)', value: 'service' },
            { label: 'Product with offers (pricing)', value: 'product' },
          ],
        },
        {
          name: 'service',
          label: 'The service',
          type: 'group',
          admin: { condition: (_data, sibling) => sibling?.structuredData === 'service' },
          fields: [
            { type: 'row', fields: [{ name: 'name', type: 'text', maxLength: 120 }, { name: 'serviceType', label: 'Kind of service', type: 'text', maxLength: 120 }] },
            { name: 'audience', label: 'For whom', type: 'text', maxLength: 120 },
            { name: 'description', type: 'textarea', maxLength: 400 },
          ],
        },
      ],
    },
    {
      name: 'layout',
      type: 'blocks',
      required: true,
      minRows: 1,
      maxRows: 40,
      blocks: PAGE_BLOCKS,
      admin: { description: 'The sections of the page, top to bottom. Start with a Hero: it holds the page\'s heading (h1).' },
      validate: (value: unknown, { data }: { data: Partial<{ slug: string | null; parent: unknown }> }) => {
        const rows = Array.isArray(value) ? (value as Array<{ blockType?: string }>) : []
        if (rows.length === 0) return 'Add at least one block: a page needs a Hero with its heading.'
        if (rows[0]?.blockType !== 'hero') return 'The first block must be a Hero: it holds the page\'s heading (h1).'
        if (rows.filter((row) => row.blockType === 'hero').length > 1) return 'A page has one Hero (its h1): remove the others.'
        // A block read per request renders only on the route that reads the request (src/blocks/own-routes.ts).
        const topLevel = !data?.parent && typeof data?.slug === 'string'
        const path = topLevel ? (data.slug === 'home' ? '/' : `/${data.slug}`) : null
        for (const row of rows) {
          const type = row.blockType ?? ''
          const allowed = REQUEST_BLOCK_PATHS[type]
          if (allowed && (!path || !allowed.includes(path))) {
            const label = PAGE_BLOCKS.find((block) => block.slug === type)?.labels?.singular ?? type
            return `The ${String(label)} block can only be used on ${allowed.join(', ')} (it lists what is open at each visit, filtered by the address); remove it from this page.`
          }
        }
        return true
      },
    },
    updatedByField,
  ],
}
