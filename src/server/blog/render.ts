/**
 * Lexical JSON → HTML on the server. Everything is escaped; only the node types the editor
 * offers are printed, links are limited to http(s), mailto, tel and site paths, and headings
 * get stable ids for the table of contents. Unknown nodes print their text only.
 */
import 'server-only'

import type { RenderedBody, TocEntry } from '@/lib/blog/types'

import { WORDS_PER_MINUTE } from './config'

export type { RenderedBody, TocEntry }

type LexNode = {
  type?: string
  tag?: string
  text?: string
  format?: number | string
  listType?: string
  children?: LexNode[]
  url?: string
  fields?: Record<string, unknown> & { url?: string; newTab?: boolean; linkType?: string; doc?: unknown; code?: string; language?: string; blockType?: string }
  value?: unknown
  relationTo?: string
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

/** Returns a safe href, or null for anything that could run code (javascript:, data:, vbscript:…). */
export function safeHref(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // Browsers also read a backslash as a slash, so "/\evil.example" is "//evil.example": another host.
  const url = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').replace(/\\/g, '/')
  if (!url) return null
  if (url.startsWith('/')) return url.startsWith('//') ? null : url
  if (url.startsWith('#')) return url
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
  if (scheme === 'http' || scheme === 'https' || scheme === 'mailto' || scheme === 'tel') return raw.trim()
  return null
}

const isExternal = (href: string) => /^https?:\/\//i.test(href)

function textOf(node: LexNode): string {
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(textOf).join(node.type === 'paragraph' ? '' : '')
}

export function headingId(text: string, used: Map<string, number>): string {
  const base =
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 64) || 'section'
  const seen = used.get(base) ?? 0
  used.set(base, seen + 1)
  return seen === 0 ? base : `${base}-${seen + 1}`
}

export const countWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length

/** Minutes to read, SPEC §9: words / 200 rounded up (at least 1 for a non-empty post). */
export const readingTime = (words: number) => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))

type MediaLike = { url?: string | null; alt?: string | null; width?: number | null; height?: number | null; sizes?: { large?: { url?: string | null }; medium?: { url?: string | null } } }

function renderText(node: LexNode): string {
  let html = escapeHtml(node.text ?? '')
  const format = typeof node.format === 'number' ? node.format : 0
  if (format & 16) html = `<code>${html}</code>`
  if (format & 1) html = `<strong>${html}</strong>`
  if (format & 2) html = `<em>${html}</em>`
  if (format & 4) html = `<s>${html}</s>`
  if (format & 8) html = `<u>${html}</u>`
  return html
}

function linkHref(node: LexNode): string | null {
  const fields = node.fields ?? {}
  if (fields.linkType === 'internal') {
    const doc = fields.doc as { value?: { slug?: unknown } | unknown } | undefined
    const value = doc && typeof doc === 'object' && 'value' in doc ? doc.value : undefined
    const slug = value && typeof value === 'object' && 'slug' in value ? (value as { slug?: unknown }).slug : undefined
    return typeof slug === 'string' ? `/blog/${encodeURIComponent(slug)}` : null
  }
  return safeHref(fields.url ?? node.url)
}

export function renderLexical(state: unknown): RenderedBody {
  const toc: TocEntry[] = []
  const used = new Map<string, number>()
  const words: string[] = []

  const children = (node: LexNode) => (node.children ?? []).map(render).join('')

  function render(node: LexNode): string {
    switch (node.type) {
      case 'text':
        words.push(node.text ?? '')
        return renderText(node)
      case 'linebreak':
        return '<br>'
      case 'tab':
        return ' '
      case 'paragraph':
        return `<p>${children(node)}</p>`
      case 'heading': {
        const text = textOf(node).trim()
        const level = node.tag === 'h3' ? 3 : node.tag === 'h2' ? 2 : null
        if (!level) return `<p><strong>${children(node)}</strong></p>`
        const id = headingId(text, used)
        toc.push({ id, text, level })
        return `<h${level} id="${id}">${children(node)}</h${level}>`
      }
      case 'quote':
        return `<blockquote>${children(node)}</blockquote>`
      case 'list': {
        const tag = node.listType === 'number' ? 'ol' : 'ul'
        return `<${tag}>${children(node)}</${tag}>`
      }
      case 'listitem':
        return `<li>${children(node)}</li>`
      case 'horizontalrule':
        return '<hr>'
      case 'link':
      case 'autolink': {
        const href = linkHref(node)
        const inner = children(node)
        if (!href) return `<span>${inner}</span>`
        const rel = isExternal(href) ? ' rel="noopener noreferrer"' : ''
        const target = isExternal(href) && node.fields?.newTab ? ' target="_blank"' : ''
        return `<a href="${escapeHtml(href)}"${rel}${target}>${inner}</a>`
      }
      case 'upload': {
        const media = (node.value && typeof node.value === 'object' ? node.value : null) as MediaLike | null
        const src = safeHref(media?.sizes?.large?.url ?? media?.url)
        if (!media || !src) return ''
        const size = media.width && media.height ? ` width="${media.width}" height="${media.height}"` : ''
        return `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(media.alt ?? '')}"${size} loading="lazy"></figure>`
      }
      case 'block': {
        if (node.fields?.blockType === 'Code' && typeof node.fields.code === 'string') {
          const language = typeof node.fields.language === 'string' ? node.fields.language.replace(/[^a-z0-9+-]/gi, '') : ''
          const cls = language ? ` class="language-${language}"` : ''
          return `<pre><code${cls}>${escapeHtml(node.fields.code)}</code></pre>`
        }
        return ''
      }
      case 'root':
        return children(node)
      default:
        // Unknown nodes (future features, pasted HTML): keep their text, never their markup.
        return node.children ? `<p>${children(node)}</p>` : node.text ? escapeHtml(node.text) : ''
    }
  }

  const root = state && typeof state === 'object' && 'root' in state ? (state as { root: LexNode }).root : null
  const html = root ? render(root) : ''
  return { html, toc, words: countWords(words.join(' ')) }
}
