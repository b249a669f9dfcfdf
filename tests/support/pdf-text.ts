/** The text of a PDF, page by page, as a reader's copy-paste would get it (pdfjs-dist). */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  // A copy as a plain Uint8Array: pdf.js refuses a Node Buffer (a Uint8Array subclass).
  const data = new Uint8Array(bytes)
  const doc = await getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise
  const pages: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''))
  }
  await doc.destroy()
  return pages.join('\n')
}
