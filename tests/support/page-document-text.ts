/**
 * What a visitor reads on a page, taken from the served HTML: the text of `<main>` (scripts and
 * styles left out, every tag a word break, whitespace normalised) and the metadata a search engine
 * reads (title, description, canonical, robots, JSON-LD). The pages system test compares these with
 * tests/fixtures/page-text.json, captured from the production build before the marketing pages moved
 * to page documents (issue 31).
 */

export type PageText = {
  text: string
  title: string
  description: string
  canonical: string
  robots: string
  jsonLd: unknown[]
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10)
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole
    }
    return NAMED[code.toLowerCase()] ?? whole
  })
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The visible text of the first `<main>` element. */
export function mainText(html: string): string {
  const start = html.search(/<main[\s>]/)
  const end = html.lastIndexOf('</main>')
  if (start < 0 || end < start) throw new Error('the page has no <main> element')
  const inner = html
    .slice(html.indexOf('>', start) + 1, end)
    .replace(/<(script|style|template)[\s>][\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
  return normalise(decodeEntities(inner))
}

const attr = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)
  return match ? decodeEntities(match[1]!) : ''
}

function metaContent(html: string, name: string): string {
  for (const tag of html.match(/<meta\s[^>]*>/gi) ?? []) {
    if (attr(tag, 'name') === name) return attr(tag, 'content')
  }
  return ''
}

export function pageText(html: string): PageText {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)
  const canonical = (html.match(/<link\s[^>]*>/gi) ?? []).find((tag) => attr(tag, 'rel') === 'canonical')
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  )
  return {
    text: mainText(html),
    title: title ? normalise(decodeEntities(title[1]!)) : '',
    description: metaContent(html, 'description'),
    canonical: canonical ? attr(canonical, 'href') : '',
    robots: metaContent(html, 'robots'),
    jsonLd,
  }
}
