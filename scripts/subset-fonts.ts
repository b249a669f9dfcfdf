/**
 * `node --import tsx scripts/subset-fonts.ts`: writes the two web fonts the site serves
 * (src/fonts/*.woff2) from the @fontsource-variable packages, cut to what the pages use
 * (decision 141): the Latin range Google Fonts calls `latin`, and the weight axis 400–800 (the
 * site's font-normal … font-extrabold). Run it after updating either package; commit the output.
 */
import fs from 'node:fs'
import path from 'node:path'

import subsetFont from 'subset-font'

const ROOT = path.resolve(import.meta.dirname, '..')

/** Google Fonts' `latin` subset, as the @fontsource-variable latin files declare it. */
const LATIN: Array<[number, number]> = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6], [0x02da, 0x02da],
  [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329], [0x2000, 0x206f], [0x20ac, 0x20ac],
  [0x20b9, 0x20b9], [0x2122, 0x2122], [0x2190, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd],
]
export const WEIGHTS = { min: 400, max: 800 }

const text = LATIN.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
  .filter((char) => char.codePointAt(0)! >= 0x20)
  .join('')

for (const family of ['inter', 'manrope']) {
  const source = path.join(ROOT, `node_modules/@fontsource-variable/${family}/files/${family}-latin-wght-normal.woff2`)
  const target = path.join(ROOT, `src/fonts/${family}-latin-wght-normal.woff2`)
  const input = fs.readFileSync(source)
  const output = await subsetFont(input, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } })
  fs.writeFileSync(target, output)
  console.log(`${path.relative(ROOT, target)}: ${input.length} → ${output.length} bytes`)
}
