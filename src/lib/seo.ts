import type { Metadata } from 'next'

import { site } from '@/config/site'

type PageMetaInput = {
  title: string
  description: string
  /** Path of the page, e.g. `/pricing`; becomes the canonical URL. */
  path: string
  image?: string
  type?: 'website' | 'article'
  noindex?: boolean
}

/** Title, description, canonical and social cards for one page (relative to `metadataBase`). */
export function pageMetadata({ title, description, path, image, type = 'website', noindex }: PageMetaInput): Metadata {
  const fullTitle = path === '/' ? `${site.product} — ${title}` : `${title} | ${site.product}`
  const images = [{ url: image ?? '/brand/og-default.png', width: 1200, height: 630, alt: site.product }]
  return {
    title: fullTitle,
    description,
    alternates: { canonical: path },
    openGraph: { title: fullTitle, description, url: path, siteName: site.product, type, images, locale: 'en_IN' },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: images.map((i) => i.url) },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  }
}
