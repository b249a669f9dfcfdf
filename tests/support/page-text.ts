/**
 * What a visitor reads on a served page, for comparing a page before and after a change: the
 * `<main>` element's text with markup removed and whitespace normalised (block elements separate
 * words, inline ones do not; React's `<!-- -->` text separators vanish), and the head's metadata.
 */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3',
  'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'section', 'table', 'td', 'th', 'tr', 'ul',
])

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** The visible text of `<main>` (scripts, styles and templates left out), whitespace normalised. */
export function mainText(html: string): string {
  const match = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)
  if (!match) throw new Error('the page has no <main>')
  const text = match[1]!
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_tag, name: string) => (BLOCK.has(name.toLowerCase()) ? ' ' : ''))
  return decodeEntities(text).replace(/\s+/g, ' ').trim()
}

/** The head's metadata: title, meta tags, canonical and alternate links, in document order. */
export function headMetadata(html: string): string[] {
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? ''
  const tags = head.match(/<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*rel="(?:canonical|alternate)"[^>]*>/gi) ?? []
  // Charset and viewport belong to the layout; a nonce or build id is not metadata.
  return tags.filter((tag) => !/charSet|name="viewport"|name="next-size-adjust"/i.test(tag)).map((tag) => decodeEntities(tag))
}

/** The page's JSON-LD blocks, parsed. */
export function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => JSON.parse(m[1]!) as unknown)
}
