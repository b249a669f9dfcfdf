'use client'
/**
 * The SEO overview and search-result preview of posts and pages (issue 44, decision 198). They read
 * what the site will actually show: a post's SEO title and description when set, else its own title
 * and description; a page's title and its search description. @payloadcms/plugin-seo's overview
 * counted only the SEO fields themselves ("0/3 checks are passing" for a post whose title and
 * description the site uses).
 */
import { useConfig, useFormFields } from '@payloadcms/ui'

import { site } from '@/config/site'
import { searchTitle as fullTitle, seoChecks as checks } from '@/lib/seo-checks'

/** Where the values are: the form paths, each with an optional fallback the site uses when it is empty. */
export type SnippetPaths = {
  titlePath: string
  fallbackTitlePath?: string
  descriptionPath: string
  fallbackDescriptionPath?: string
  imagePath?: string
  fallbackImagePath?: string
  /** The document's address: a field holding the path (pages), or a prefix before a slug field (posts). */
  addressPath?: string
  addressPrefix?: string
  slugPath?: string
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

function useSnippet(paths: SnippetPaths) {
  return useFormFields(([fields]) => {
    const value = (path?: string): unknown => (path ? fields[path]?.value : undefined)
    const ownTitle = text(value(paths.titlePath))
    const ownDescription = text(value(paths.descriptionPath))
    const ownImage = Boolean(value(paths.imagePath))
    const address = paths.addressPath ? text(value(paths.addressPath)) : paths.slugPath && text(value(paths.slugPath)) ? `${paths.addressPrefix ?? '/'}${text(value(paths.slugPath))}` : ''
    return {
      title: ownTitle || text(value(paths.fallbackTitlePath)),
      titleFromFallback: !ownTitle && Boolean(paths.fallbackTitlePath),
      description: ownDescription || text(value(paths.fallbackDescriptionPath)),
      descriptionFromFallback: !ownDescription && Boolean(paths.fallbackDescriptionPath),
      hasImage: ownImage || Boolean(value(paths.fallbackImagePath)),
      imageFromFallback: !ownImage && Boolean(value(paths.fallbackImagePath)),
      address,
    }
  })
}

export function SeoOverview(props: SnippetPaths) {
  const results = checks(useSnippet(props))
  const passing = results.filter((check) => check.passed).length
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }} data-testid="seo-overview">
      <p style={{ fontWeight: 600, margin: 0 }}>
        {passing}/{results.length} checks are passing
      </p>
      <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
        {results.map((check) => (
          <li key={check.text}>
            {check.passed ? '✓' : '✗'} {check.text}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SnippetPreview(props: SnippetPaths) {
  const snippet = useSnippet(props)
  const { config } = useConfig()
  const host = config.serverURL ? config.serverURL.replace(/^https?:\/\//, '').replace(/\/$/, '') : site.domain
  const address = snippet.address ? `${host}${snippet.address === '/' ? '' : snippet.address.replaceAll('/', ' › ')}` : `${host} › (the address once the slug is set)`
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }} data-testid="seo-snippet">
      <p style={{ fontWeight: 600, margin: '0 0 0.25rem' }}>Search result preview</p>
      <div style={{ background: 'var(--theme-elevation-50)', borderRadius: 'var(--style-radius-m)', maxWidth: '600px', padding: '0.75rem 1rem' }}>
        <div style={{ color: 'var(--theme-elevation-700)', fontSize: '0.8125rem' }}>{address}</div>
        <div style={{ color: '#1a0dab', fontSize: '1.125rem', lineHeight: 1.3, margin: '0.125rem 0' }}>{snippet.title ? fullTitle(snippet.title, snippet.address) : 'Title: empty'}</div>
        <div style={{ color: 'var(--theme-elevation-800)', fontSize: '0.875rem' }}>{snippet.description || 'Description: empty'}</div>
      </div>
    </div>
  )
}
