import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { outline, outlineSvg } from './outline-svg-text'

const ROOT = path.resolve(import.meta.dirname, '..')
const SOURCE = path.join(ROOT, 'design/svg-src')

/** Every x and y of a path's points. */
const points = (d: string) => {
  const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number)
  return { xs: numbers.filter((_, i) => i % 2 === 0), ys: numbers.filter((_, i) => i % 2 === 1) }
}

describe('outlined SVG text (decision 189)', () => {
  const sources = fs.readdirSync(SOURCE).flatMap((folder) => fs.readdirSync(path.join(SOURCE, folder)).map((name) => path.join(folder, name)))

  it.each(sources)('public/%s is its design/svg-src source outlined, with no <text> left', async (file) => {
    const source = fs.readFileSync(path.join(SOURCE, file), 'utf8')
    const published = fs.readFileSync(path.join(ROOT, 'public', file), 'utf8')
    expect(source).toMatch(/<text[\s>]/)
    expect(published).not.toMatch(/<text[\s>]/)
    // Edited by hand, or the source changed without a run of the script: either way they differ.
    expect(published).toBe(await outlineSvg(source, file))
  })

  it('keeps the word mark where the text stood: ERPZ from x 40 on the baseline at y 26, in the text colour', async () => {
    const logo = await outlineSvg(fs.readFileSync(path.join(SOURCE, 'brand/erpz-logo.svg'), 'utf8'), 'logo')
    const mark = /<path d="([^"]+)" fill="#0F172A"\/>/.exec(logo)
    expect(mark).not.toBeNull()
    const { xs, ys } = points(mark?.[1] ?? '')
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(40)
    expect(Math.max(...xs)).toBeLessThan(128)
    expect(Math.max(...ys)).toBeCloseTo(26, 0)
    // Manrope ExtraBold's capitals at 22 px stand about 16 px tall.
    expect(26 - Math.min(...ys)).toBeGreaterThan(14)
    expect(26 - Math.min(...ys)).toBeLessThan(18)
  })

  it('sets end- and middle-anchored text so it ends or centres on x, and heavier weights draw wider', async () => {
    const at = { family: 'Inter', size: 12, x: 200, y: 50, spacing: 0 }
    const end = points(await outline('Balanced', { ...at, weight: 500, anchor: 'end' })).xs
    const middle = points(await outline('Balanced', { ...at, weight: 500, anchor: 'middle' })).xs
    expect(Math.max(...end)).toBeLessThanOrEqual(200)
    expect(Math.max(...end)).toBeGreaterThan(198)
    expect((Math.min(...middle) + Math.max(...middle)) / 2).toBeCloseTo(200, 0)
    const width = async (weight: number) => {
      const xs = points(await outline('Balanced', { ...at, weight, anchor: 'start' })).xs
      return Math.max(...xs) - Math.min(...xs)
    }
    expect(await width(800)).toBeGreaterThan(await width(400))
  })

  it('names a character the font lacks instead of drawing a blank', async () => {
    await expect(outline('Ra ≤ 1.6', { family: 'Inter', weight: 500, size: 12, x: 0, y: 0, anchor: 'start', spacing: 0 })).rejects.toThrow(
      'Inter has no glyph for ≤ in "Ra ≤ 1.6"',
    )
    await expect(outlineSvg('<svg><text font-family="Comic Sans">x</text></svg>', 'a.svg')).rejects.toThrow('a.svg: no outlined family in "Comic Sans"')
  })
})
