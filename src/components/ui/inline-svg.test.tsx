import fs from 'node:fs'
import path from 'node:path'

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { InlineSvg } from './inline-svg'

const SRC = '/media/pulse-dashboard.svg'
const file = fs.readFileSync(path.join(process.cwd(), 'public', SRC), 'utf8')

describe('InlineSvg', () => {
  const html = renderToStaticMarkup(<InlineSvg src={SRC} alt="Leadership dashboard" className="w-full" />)

  it('writes the drawing into the page as an image with a name, sized like the file', () => {
    expect(html).toMatch(/^<svg [^>]*role="img"[^>]*>/)
    expect(html).toContain('aria-label="Leadership dashboard"')
    expect(html).toContain('viewBox="0 0 640 420"')
    expect(html).toContain('width="640"')
    expect(html).toContain('height="420"')
    expect(html).toContain('class="w-full"')
    // Every shape of the file is there.
    expect(html.match(/<(rect|circle|path|text|polyline|line)\b/g)?.length).toBe(file.match(/<(rect|circle|path|text|polyline|line)\b/g)?.length)
  })

  it("prefixes the file's ids and every reference to them, so two drawings on a page cannot collide", () => {
    const ids = [...file.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1])
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) {
      expect(html).toContain(`id="pulse-dashboard-${id}"`)
      expect(html).not.toContain(`url(#${id})`)
    }
    const references = [...html.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1])
    expect(references.length).toBeGreaterThan(0)
    for (const reference of references) expect(html).toContain(`id="${reference}"`)
  })

  it('refuses a file that is not an SVG drawing', () => {
    expect(() => renderToStaticMarkup(<InlineSvg src="/media/erpz-logo-pack.zip" alt="x" />)).toThrow(/not an SVG drawing/)
  })
})
