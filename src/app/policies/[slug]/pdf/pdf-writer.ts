/**
 * A minimal PDF 1.4 writer for text documents: A4 pages, the standard Helvetica fonts (no font
 * files to embed), word wrapping and page breaks. Enough for our policies; see docs/decisions/010.
 */

export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string }

// Advance widths (1/1000 em) of ASCII 32..126 from the Adobe Helvetica AFM files.
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 222, 333, 333, 389, 584, 278, 584, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1010, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722,
  778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 222, 556, 556, 500, 556, 556,
  278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260,
  334, 584,
]
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 278, 333, 333, 389, 584, 278, 584, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722,
  778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 278, 556, 611, 556, 611, 556,
  333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280,
  389, 584,
]
// Characters outside ASCII that WinAnsiEncoding has: code and width.
const WIN_ANSI: Record<string, { code: number; width: number }> = {
  '\u2018': { code: 0x91, width: 222 },
  '\u2019': { code: 0x92, width: 222 },
  '\u201C': { code: 0x93, width: 333 },
  '\u201D': { code: 0x94, width: 333 },
  '\u2022': { code: 0x95, width: 350 },
  '\u2013': { code: 0x96, width: 556 },
  '\u2014': { code: 0x97, width: 1000 },
  '\u2026': { code: 0x85, width: 1000 },
  '\u00A9': { code: 0xa9, width: 737 },
}

/** Rewrites text into characters the standard fonts can show (₹ has no glyph there). */
export function toWinAnsi(text: string): string {
  return text
    .replace(/₹/g, 'INR ')
    .replace(/[^\x20-\x7E\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u2026\u00A9]/g, (char) =>
      char.normalize('NFKD').replace(/[^\x20-\x7E]/g, '') || '?',
    )
}

export function textWidth(text: string, size: number, bold = false): number {
  const table = bold ? BOLD : REGULAR
  let units = 0
  for (const char of text) {
    const code = char.charCodeAt(0)
    units += code >= 32 && code <= 126 ? table[code - 32]! : (WIN_ANSI[char]?.width ?? 556)
  }
  return (units * size) / 1000
}

/** Splits text into lines no wider than `maxWidth` points. */
export function wrapText(text: string, maxWidth: number, size: number, bold = false): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

function pdfString(text: string): string {
  let out = '('
  for (const char of text) {
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`
    else if (WIN_ANSI[char]) out += `\\${WIN_ANSI[char].code.toString(8).padStart(3, '0')}`
    else out += char
  }
  return `${out})`
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 }
const STYLES = {
  title: { size: 22, bold: true, before: 0, after: 6, leading: 1.25, color: '0.059 0.090 0.165' },
  meta: { size: 10, bold: false, before: 0, after: 14, leading: 1.4, color: '0.278 0.333 0.412' },
  heading: { size: 13, bold: true, before: 14, after: 4, leading: 1.3, color: '0.216 0.188 0.639' },
  paragraph: { size: 10.5, bold: false, before: 0, after: 6, leading: 1.45, color: '0.200 0.255 0.333' },
  bullet: { size: 10.5, bold: false, before: 0, after: 3, leading: 1.45, color: '0.200 0.255 0.333' },
} as const

type Options = { title: string; footer?: string }

/** Lays out the blocks on A4 pages and returns the bytes of a PDF file. */
export function renderPdf(blocks: readonly PdfBlock[], { title, footer }: Options): Uint8Array {
  const pages: string[][] = [[]]
  let y = PAGE.height - PAGE.margin
  const contentWidth = PAGE.width - 2 * PAGE.margin
  const bottom = PAGE.margin + 24

  for (const block of blocks) {
    const style = STYLES[block.kind]
    const indent = block.kind === 'bullet' ? 14 : 0
    const lines = wrapText(toWinAnsi(block.text), contentWidth - indent, style.size, style.bold)
    const lineHeight = style.size * style.leading
    y -= style.before
    // Keep a heading with at least two lines of what follows.
    const needed = block.kind === 'heading' ? lineHeight * 3 : lineHeight
    if (y - needed < bottom) {
      pages.push([])
      y = PAGE.height - PAGE.margin
    }
    lines.forEach((line, index) => {
      if (y - lineHeight < bottom) {
        pages.push([])
        y = PAGE.height - PAGE.margin
      }
      y -= lineHeight
      const ops = pages[pages.length - 1]!
      const font = style.bold ? '/F2' : '/F1'
      ops.push(`${style.color} rg BT ${font} ${style.size} Tf ${(PAGE.margin + indent).toFixed(2)} ${y.toFixed(2)} Td ${pdfString(line)} Tj ET`)
      if (block.kind === 'bullet' && index === 0) {
        ops.push(`BT /F1 ${style.size} Tf ${(PAGE.margin + 2).toFixed(2)} ${y.toFixed(2)} Td (\\225) Tj ET`)
      }
    })
    y -= style.after
  }

  const footerText = toWinAnsi(footer ?? title)
  pages.forEach((ops, index) => {
    const label = `${footerText} - page ${index + 1} of ${pages.length}`
    ops.push(`0.392 0.455 0.545 rg BT /F1 8 Tf ${PAGE.margin} ${PAGE.margin - 20} Td ${pdfString(label)} Tj ET`)
  })

  // Objects: 1 catalog, 2 pages, 3 regular font, 4 bold font, 5 info, then a page + content per page.
  const objects: string[] = []
  const pageIds = pages.map((_, i) => 6 + i * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'
  objects[5] = `<< /Title ${pdfString(toWinAnsi(title))} /Producer (ERPZ) >>`
  pages.forEach((ops, i) => {
    const stream = ops.join('\n')
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`
    objects[pageIds[i]! + 1] = `<< /Length ${latin1Length(stream)} >>\nstream\n${stream}\nendstream`
  })

  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = latin1Length(body)
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = latin1Length(body)
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Uint8Array.from(body, (char) => char.charCodeAt(0) & 0xff)
}

function latin1Length(text: string): number {
  return text.length
}
