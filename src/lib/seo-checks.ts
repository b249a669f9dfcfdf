import { site } from '../config/site'

/** A full title search results show whole; a description they show whole and that says enough. */
export const TITLE_MAX = 70
export const DESCRIPTION_MIN = 50
export const DESCRIPTION_MAX = 160

/** What the site puts in a page's <title> (src/lib/seo.ts `pageMetadata`). */
export const searchTitle = (title: string, address: string) => (address === '/' ? `${site.product} — ${title}` : `${title} | ${site.product}`)

/** What a search result and a social card of a document show, and where each part comes from. */
export type Snippet = {
  title: string
  titleFromFallback: boolean
  description: string
  descriptionFromFallback: boolean
  hasImage: boolean
  imageFromFallback: boolean
  address: string
}

export type SeoCheck = { passed: boolean; text: string }

/** The admin's SEO overview (decision 198): three checks of what the site shows, each in words. */
export function seoChecks(snippet: Snippet): SeoCheck[] {
  const { title, description, address } = snippet
  const full = searchTitle(title, address)
  const titleSource = snippet.titleFromFallback ? ' (the title above)' : ''
  const descriptionSource = snippet.descriptionFromFallback ? ' (the description above)' : ''
  const suffix = `with " | ${site.product}"`
  return [
    !title
      ? { passed: false, text: 'Title: empty.' }
      : full.length <= TITLE_MAX
        ? { passed: true, text: `Title${titleSource}: ${full.length} characters ${suffix}, shown in full.` }
        : { passed: false, text: `Title${titleSource}: ${full.length} characters ${suffix}; search results cut it after about ${TITLE_MAX}.` },
    !description
      ? { passed: false, text: 'Description: empty; search engines pick text from the page instead.' }
      : description.length < DESCRIPTION_MIN
        ? { passed: false, text: `Description${descriptionSource}: ${description.length} characters; ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} say enough to be clicked.` }
        : description.length > DESCRIPTION_MAX
          ? { passed: false, text: `Description${descriptionSource}: ${description.length} characters; search results cut it after about ${DESCRIPTION_MAX}.` }
          : { passed: true, text: `Description${descriptionSource}: ${description.length} characters.` },
    snippet.hasImage
      ? { passed: true, text: snippet.imageFromFallback ? 'Share image: the hero image above.' : 'Share image: chosen.' }
      : { passed: false, text: `Share image: none; social cards show the default ${site.product} card.` },
  ]
}
