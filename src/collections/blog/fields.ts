import { MetaDescriptionField, MetaImageField, MetaTitleField } from '@payloadcms/plugin-seo/fields'
import { type Field, type FieldHook, type RowField, slugField, type UIField } from 'payload'

import type { SnippetPaths } from '../../components/admin/seo-snippet'

import { slugify } from './slugify'

/**
 * Payload's slug field (a `slug` text field and the hidden `generateSlug` checkbox, with the admin's
 * lock-and-regenerate control), generated from `from`. On every save a value someone typed is
 * normalised and an empty one generated, as before `slugField` was used; so the API may still
 * create a document without a slug, and a slug once set only changes when someone changes it.
 */
export function slugFrom(from: 'title' | 'name', description: string): RowField {
  const normalise: FieldHook = ({ value, data }) =>
    typeof value === 'string' && value.trim() ? slugify(value) : slugify(String(data?.[from] ?? ''))
  return slugField({
    useAsSlug: from,
    slugify: ({ valueToSlugify }) => slugify(String(valueToSlugify ?? '')),
    overrides: (row) => ({
      ...row,
      fields: row.fields.map((field) =>
        'name' in field && field.name === 'slug' && field.type === 'text'
          ? {
              ...field,
              admin: { ...field.admin, description },
              hooks: { ...field.hooks, beforeValidate: [...(field.hooks?.beforeValidate ?? []), normalise] },
            }
          : field,
      ),
    }),
  })
}

const SEO_PATHS = { titlePath: 'seo.metaTitle', descriptionPath: 'seo.metaDescription', imagePath: 'seo.metaImage' }

/**
 * The overview and search preview of what the site shows (src/components/admin/seo-snippet.tsx): a
 * document's SEO fields, or the values the site falls back to when they are empty (decision 198).
 */
export const snippetFields = (paths: SnippetPaths): UIField[] => [
  { name: 'overview', type: 'ui', admin: { components: { Field: { path: '/components/admin/seo-snippet#SeoOverview', clientProps: paths } } } },
  { name: 'preview', type: 'ui', admin: { components: { Field: { path: '/components/admin/seo-snippet#SnippetPreview', clientProps: paths } } } },
]

const [overview, preview] = snippetFields({
  ...SEO_PATHS,
  fallbackTitlePath: 'title',
  fallbackDescriptionPath: 'description',
  fallbackImagePath: 'hero',
  addressPrefix: '/blog/',
  slugPath: 'slug',
})

/**
 * The SEO group, built from @payloadcms/plugin-seo's fields (length hints) under the names the posts
 * have always stored: `seo.metaTitle`, `seo.metaDescription`, `seo.metaImage`; its overview and
 * preview are ours, reading the post's own title, description and hero where these are empty.
 */
export const seoGroup: Field = {
  name: 'seo',
  label: 'SEO',
  type: 'group',
  admin: { description: 'Overrides the title, description and image used for search engines and social cards. Left empty, the post\'s title, description and hero image are used.' },
  fields: [
    overview!,
    MetaTitleField({ overrides: { name: 'metaTitle', maxLength: 70, localized: false } }),
    MetaDescriptionField({ overrides: { name: 'metaDescription', maxLength: 200, localized: false } }),
    MetaImageField({ relationTo: 'media', overrides: { name: 'metaImage', localized: false } }),
    preview!,
  ],
}
