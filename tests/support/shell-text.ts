/**
 * The visible text of the site shell (the `<header>` and `<footer>` of a page's HTML), as a
 * visitor's screen reader would read it: tags removed, entities decoded, whitespace collapsed, the
 * copyright year written as YEAR. The fixture tests/fixtures/shell-text.json was captured with this
 * from a production build before the shell read the CMS globals (issue 31); the system test
 * tests/system/globals.test.ts compares the text served now with it.
 */
export const SHELL_ROUTES = [
  '/',
  '/pricing',
  '/contact',
  '/solutions/production-planning',
  '/blog',
  '/privacy-policy',
  '/no-such-page',
  '/onboarding/workspace-url',
] as const

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', copy: '©' }

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10))
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** The text of an element's HTML: block-ish tags and <br> separate words, the rest joins. */
export function visibleText(html: string): string {
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(br|\/?(li|p|div|ul|nav|h\d|address|section|button|a))\b[^>]*>/gi, ' ')
    .replace(/<[^>]+>/g, '')
  return decode(text).replace(/©\s*\d{4}/g, '© YEAR').replace(/\s+/g, ' ').trim()
}

/** The outer HTML of the first `<tag …>…</tag>` (not nested in itself) of a page. */
export function elementHtml(html: string, tag: 'header' | 'footer'): string | null {
  const start = html.search(new RegExp(`<${tag}[\\s>]`, 'i'))
  if (start < 0) return null
  const end = html.indexOf(`</${tag}>`, start)
  return end < 0 ? null : html.slice(start, end + tag.length + 3)
}

export type ShellText = { header: string | null; footer: string | null }

export function shellText(html: string): ShellText {
  const header = elementHtml(html, 'header')
  const footer = elementHtml(html, 'footer')
  return { header: header && visibleText(header), footer: footer && visibleText(footer) }
}

/** The links of an element's HTML, as `label → href`, so a changed target fails as a changed word does. */
export function links(html: string | null): string[] {
  if (!html) return []
  return [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi)].map(
    ([, href, inner]) => `${visibleText(inner ?? '')} → ${decode(href ?? '')}`,
  )
}

export type ShellFixture = Record<string, ShellText & { headerLinks: string[]; footerLinks: string[] }> & {
  cookieBanner?: never
}

export function captureShell(html: string): ShellText & { headerLinks: string[]; footerLinks: string[] } {
  return {
    ...shellText(html),
    headerLinks: links(elementHtml(html, 'header')),
    footerLinks: links(elementHtml(html, 'footer')),
  }
}
