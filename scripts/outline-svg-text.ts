/**
 * `node --import tsx scripts/outline-svg-text.ts`: writes the logos in public/brand from their
 * editable sources in design/svg-src/brand, with every <text> turned into a <path> of the font it
 * names (decision 189). A drawing under design/svg-src/<folder> is written to public/<folder>.
 *
 * An SVG shown through <img> cannot use the page's web fonts, so the word mark fell back to
 * whatever the visitor's machine had (DejaVu Sans on Linux, not Manrope), and finding that
 * fallback cost Chromium's main thread 50–110 ms on every page. Outlines look as designed
 * everywhere and cost nothing to shape. Edit the source, run this, commit both.
 *
 * Fonts are the site's own (@fontsource-variable, Latin): each weight is cut from the variable
 * font with harfbuzz (subset-font), then laid out with kerning by fontkit. A character the Latin
 * file lacks (≤, say) stops the run with its name rather than drawing a blank.
 */
import fs from 'node:fs'
import path from 'node:path'

import fontkit, { type Font } from '@pdf-lib/fontkit'
import subsetFont from 'subset-font'

const ROOT = path.resolve(import.meta.dirname, '..')
const SOURCE = path.join(ROOT, 'design/svg-src')
const TARGET = path.join(ROOT, 'public')

const FAMILIES: Record<string, string> = {
  Manrope: 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  Inter: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
}

type Command = { command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath'; args: number[] }
const LETTER: Record<Command['command'], string> = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
}

/** Every character up to the end of the symbol blocks: what each cut instance keeps. */
const CHARACTERS = Array.from({ length: 0x2700 - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)).join('')

const fonts = new Map<string, Promise<Font>>()
/** The named family at one weight: a static instance cut from its variable font. */
function font(family: string, weight: number): Promise<Font> {
  const key = `${family} ${weight}`
  if (!fonts.has(key)) {
    const file = FAMILIES[family]
    if (!file) throw new Error(`No font for family "${family}"; add it to FAMILIES`)
    const input = fs.readFileSync(path.join(ROOT, file))
    fonts.set(key, subsetFont(input, CHARACTERS, { targetFormat: 'truetype', variationAxes: { wght: weight } }).then((ttf) => fontkit.create(ttf)))
  }
  return fonts.get(key)!
}

const number = (n: number) => String(Math.round(n * 100) / 100)

/** Path data for `text` set at (x, y), `size` px, with the SVG's anchor and letter spacing. */
export async function outline(
  text: string,
  { family, weight, size, x, y, anchor, spacing }: { family: string; weight: number; size: number; x: number; y: number; anchor: string; spacing: number },
): Promise<string> {
  const face = await font(family, weight)
  const missing = [...text].filter((char) => !face.hasGlyphForCodePoint(char.codePointAt(0)!))
  if (missing.length) throw new Error(`${family} has no glyph for ${missing.join(' ')} in "${text}"`)
  const scale = size / face.unitsPerEm
  const run = face.layout(text)
  const width = run.positions.reduce((sum, p) => sum + p.xAdvance * scale + spacing, 0)
  let pen = anchor === 'end' ? x - width : anchor === 'middle' ? x - width / 2 : x
  const parts: string[] = []
  run.glyphs.forEach((glyph, i) => {
    const { xAdvance, xOffset, yOffset } = run.positions[i]!
    const ox = pen + xOffset * scale
    const oy = y - yOffset * scale
    for (const { command, args } of (glyph.path as unknown as { commands: Command[] }).commands) {
      const points: string[] = []
      for (let k = 0; k + 1 < args.length; k += 2) points.push(`${number(ox + args[k]! * scale)} ${number(oy - args[k + 1]! * scale)}`)
      parts.push(LETTER[command] + points.join(' '))
    }
    pen += xAdvance * scale + spacing
  })
  return parts.join('')
}

const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1]
/** Attributes that only say how to set the text; the rest (fill, opacity …) go onto the path. */
const TYPESETTING = ['x', 'y', 'font-family', 'font-size', 'font-weight', 'text-anchor', 'letter-spacing']

/** The SVG with each `<text …>words</text>` replaced by a `<path>` of the same look. */
export async function outlineSvg(svg: string, file: string): Promise<string> {
  const pattern = /<text(\s[^>]*)>([^<]*)<\/text>/g
  const replacements = await Promise.all(
    [...svg.matchAll(pattern)].map(async ([, attributes = '', content = '']) => {
      if (/&/.test(content)) throw new Error(`${file}: write "${content}" without entities`)
      const families = attribute(attributes, 'font-family') ?? 'Inter'
      const family = families
        .split(',')
        .map((name) => name.trim().replace(/^['"]|['"]$/g, ''))
        .find((name) => name in FAMILIES)
      if (!family) throw new Error(`${file}: no outlined family in "${families}"`)
      const d = await outline(content, {
        family,
        weight: Number(attribute(attributes, 'font-weight') ?? 400),
        size: Number(attribute(attributes, 'font-size') ?? 16),
        x: Number(attribute(attributes, 'x') ?? 0),
        y: Number(attribute(attributes, 'y') ?? 0),
        anchor: attribute(attributes, 'text-anchor') ?? 'start',
        spacing: Number(attribute(attributes, 'letter-spacing') ?? 0),
      })
      const kept = [...attributes.matchAll(/\s([\w-]+)="([^"]*)"/g)]
        .filter(([, name = '']) => !TYPESETTING.includes(name))
        .map(([all]) => all)
        .join('')
      return `<path d="${d}"${kept}/>`
    }),
  )
  let index = 0
  const outlined = svg.replace(pattern, () => replacements[index++] ?? '')
  if (/<text[\s>]/.test(outlined)) throw new Error(`${file}: a <text> the outliner cannot read (nested tspan?)`)
  return outlined
}

if (process.argv[1] === import.meta.filename) {
  for (const folder of fs.readdirSync(SOURCE)) {
    for (const name of fs.readdirSync(path.join(SOURCE, folder)).filter((n) => n.endsWith('.svg'))) {
      const source = path.join(SOURCE, folder, name)
      const target = path.join(TARGET, folder, name)
      const input = fs.readFileSync(source, 'utf8')
      const output = await outlineSvg(input, path.relative(ROOT, source))
      fs.writeFileSync(target, output)
      console.log(`${path.relative(ROOT, target)}: ${input.length} → ${output.length} bytes`)
    }
  }
}
