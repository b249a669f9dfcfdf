import 'server-only'
// @pdf-lib/fontkit's Indic shaper (Devanagari, Telugu) expects regenerator's runtime as a global.
import 'regenerator-runtime/runtime.js'

import fs from 'node:fs'
import path from 'node:path'

import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'

import { site } from '@/config/site'
import { formatPolicyDate } from '@/lib/policies'

/**
 * A policy as a PDF, made from the stored document (decision 165): pdf-lib lays out A4 pages
 * with Noto Sans embedded (subset to the glyphs used), so ₹, curly quotes, dashes and Devanagari
 * or Telugu text print as written. The fonts are the OFL-licensed files in ./fonts, converted
 * from @fontsource's WOFF files; a character is set in the first font that has it.
 */

export type PdfPolicy = { title: string; lastUpdated: string; body: unknown; updatedAt?: string }

export type PdfBlock =
  | { kind: 'title' | 'meta' | 'heading' | 'paragraph'; text: string }
  | { kind: 'bullet'; text: string; marker: string }

type Weight = 'regular' | 'bold'

const FONT_DIR = path.join(process.cwd(), 'src/app/policies/[slug]/pdf/fonts')
/** Per weight, the fallback chain: Latin, then Latin Extended (₹), Devanagari, Telugu. */
const FONT_FILES: Record<Weight, string[]> = {
  regular: ['NotoSans-Latin-Regular.ttf', 'NotoSans-LatinExt-Regular.ttf', 'NotoSans-Devanagari-Regular.ttf', 'NotoSansTelugu-Regular.ttf'],
  bold: ['NotoSans-Latin-Bold.ttf', 'NotoSans-LatinExt-Bold.ttf', 'NotoSans-Devanagari-Bold.ttf', 'NotoSansTelugu-Bold.ttf'],
}

type FontFile = { bytes: Uint8Array; has: (codePoint: number) => boolean }
let loaded: Record<Weight, FontFile[]> | undefined

function fontFiles(): Record<Weight, FontFile[]> {
  const load = (file: string): FontFile => {
    const bytes = fs.readFileSync(path.join(FONT_DIR, file))
    const font = fontkit.create(Buffer.from(bytes))
    return { bytes, has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) }
  }
  loaded ??= { regular: FONT_FILES.regular.map(load), bold: FONT_FILES.bold.map(load) }
  return loaded
}

// ---------------------------------------------------------------------------------------------
// Lexical → blocks

type LexNode = { type?: string; tag?: string; text?: string; listType?: string; children?: LexNode[] }

function inlineText(node: LexNode): string {
  if (node.type === 'linebreak') return '\n'
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(inlineText).join('')
}

/** The policy as blocks: title, the date line, then the body's paragraphs, headings and list items. */
export function policyBlocks(policy: PdfPolicy): PdfBlock[] {
  const blocks: PdfBlock[] = [
    { kind: 'title', text: policy.title },
    { kind: 'meta', text: `${site.product} · Last updated: ${formatPolicyDate(policy.lastUpdated)}` },
  ]
  const root = policy.body && typeof policy.body === 'object' && 'root' in policy.body ? (policy.body as { root: LexNode }).root : null
  const walk = (node: LexNode) => {
    switch (node.type) {
      case 'heading':
        blocks.push({ kind: 'heading', text: inlineText(node).trim() })
        return
      case 'list':
        ;(node.children ?? []).forEach((item, i) => {
          const nested = (item.children ?? []).filter((c) => c.type === 'list')
          const text = (item.children ?? []).filter((c) => c.type !== 'list').map(inlineText).join('').trim()
          if (text) blocks.push({ kind: 'bullet', text, marker: node.listType === 'number' ? `${i + 1}.` : '•' })
          nested.forEach(walk)
        })
        return
      case 'paragraph':
      case 'quote': {
        const text = inlineText(node).trim()
        if (text) blocks.push({ kind: 'paragraph', text })
        return
      }
      default:
        if (node.children) node.children.forEach(walk)
        else if (node.text?.trim()) blocks.push({ kind: 'paragraph', text: node.text.trim() })
    }
  }
  if (root) (root.children ?? []).forEach(walk)
  return blocks
}

// ---------------------------------------------------------------------------------------------
// Layout

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 56
const STYLE: Record<PdfBlock['kind'], { size: number; weight: Weight; before: number; leading: number; color: [number, number, number] }> = {
  title: { size: 22, weight: 'bold', before: 0, leading: 1.25, color: [0.07, 0.09, 0.15] },
  meta: { size: 10, weight: 'regular', before: 6, leading: 1.4, color: [0.35, 0.38, 0.45] },
  heading: { size: 14, weight: 'bold', before: 18, leading: 1.3, color: [0.07, 0.09, 0.15] },
  paragraph: { size: 11, weight: 'regular', before: 8, leading: 1.5, color: [0.12, 0.14, 0.2] },
  bullet: { size: 11, weight: 'regular', before: 4, leading: 1.5, color: [0.12, 0.14, 0.2] },
}
const BULLET_INDENT = 18

type Run = { text: string; font: PDFFont }

/** Splits `text` into runs, each in the first font of the chain that has its characters. */
function runsOf(text: string, chain: { file: FontFile; font: PDFFont }[]): Run[] {
  const runs: Run[] = []
  for (const char of text) {
    const codePoint = char.codePointAt(0)!
    const last = runs[runs.length - 1]
    // Spaces and marks stay in the current run (the font that sets the word around them).
    const current = last && (/\s/.test(char) || /\p{M}/u.test(char)) ? last.font : undefined
    const font = current ?? (chain.find((f) => f.file.has(codePoint)) ?? chain[0]!).font
    if (last && last.font === font) last.text += char
    else runs.push({ text: char, font })
  }
  return runs
}

/** Adjacent runs in one font joined (one text operator each), the line's trailing space dropped. */
function merge(runs: Run[]): Run[] {
  const merged: Run[] = []
  for (const run of runs) {
    const last = merged[merged.length - 1]
    if (last && last.font === run.font) last.text += run.text
    else merged.push({ ...run })
  }
  const last = merged[merged.length - 1]
  if (last) last.text = last.text.trimEnd()
  return merged.filter((run) => run.text.length > 0)
}

const widthOf = (runs: Run[], size: number) => runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0)

export async function renderPolicyPdf(policy: PdfPolicy): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const files = fontFiles()
  const blocks = policyBlocks(policy)
  const title = `${site.product} ${policy.title}`
  // Only the fonts the text needs are embedded (parsing and subsetting each costs time and bytes).
  const needed: Record<Weight, Set<number>> = { regular: new Set([0]), bold: new Set([0]) }
  const need = (weight: Weight, text: string) => {
    for (const char of text) {
      const index = files[weight].findIndex((file) => file.has(char.codePointAt(0)!))
      if (index > 0) needed[weight].add(index)
    }
  }
  for (const block of blocks) need(STYLE[block.kind].weight, `${block.text}${block.kind === 'bullet' ? block.marker : ''}`)
  need('regular', `${title} · Page 0123456789 of`)
  const chains = {} as Record<Weight, { file: FontFile; font: PDFFont }[]>
  for (const weight of ['regular', 'bold'] as const) {
    const used = files[weight].filter((_, i) => needed[weight].has(i))
    chains[weight] = await Promise.all(used.map(async (file) => ({ file, font: await doc.embedFont(file.bytes, { subset: true }) })))
  }
  const when = new Date(policy.updatedAt ?? policy.lastUpdated)
  doc.setTitle(title, { showInWindowTitleBar: true })
  doc.setAuthor(site.product)
  doc.setCreator(site.product)
  doc.setProducer('pdf-lib')
  doc.setLanguage('en')
  doc.setCreationDate(when)
  doc.setModificationDate(when)

  const width = A4.width - 2 * MARGIN
  let page: PDFPage = doc.addPage([A4.width, A4.height])
  let y = A4.height - MARGIN
  const bottom = MARGIN + 24

  const drawLine = (runs: Run[], x: number, size: number, color: [number, number, number]) => {
    let at = x
    for (const run of runs) {
      page.drawText(run.text, { x: at, y, size, font: run.font, color: rgb(...color) })
      at += run.font.widthOfTextAtSize(run.text, size)
    }
  }

  for (const block of blocks) {
    const style = STYLE[block.kind]
    const chain = chains[style.weight]
    const indent = block.kind === 'bullet' ? BULLET_INDENT : 0
    const lineHeight = style.size * style.leading
    y -= style.before
    // Words (with their trailing space) wrapped greedily, each measured once; a word longer than
    // the line is set alone.
    const lines: Run[][] = []
    for (const paragraphLine of block.text.split('\n')) {
      let line: Run[] = []
      let used = 0
      for (const word of paragraphLine.split(/(?<=\s)/)) {
        const runs = runsOf(word, chain)
        const full = widthOf(runs, style.size)
        const inked = widthOf(runsOf(word.trimEnd(), chain), style.size)
        if (line.length > 0 && used + inked > width - indent) {
          lines.push(line)
          line = []
          used = 0
        }
        line.push(...runs)
        used += full
      }
      lines.push(line)
    }
    lines.forEach((line, i) => {
      if (y - lineHeight < bottom) {
        page = doc.addPage([A4.width, A4.height])
        y = A4.height - MARGIN
      }
      y -= lineHeight
      if (block.kind === 'bullet' && i === 0) drawLine(runsOf(block.marker, chain), MARGIN + 4, style.size, style.color)
      drawLine(merge(line), MARGIN + indent, style.size, style.color)
    })
  }

  const pages = doc.getPages()
  const footerChain = chains.regular
  pages.forEach((p: PDFPage, i: number) => {
    page = p
    y = MARGIN - 8
    const text = `${title} · Page ${i + 1} of ${pages.length}`
    drawLine(runsOf(text, footerChain), MARGIN, 8, [0.45, 0.48, 0.55])
  })
  return doc.save({ useObjectStreams: true })
}
