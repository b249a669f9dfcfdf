import 'server-only'

import fs from 'node:fs'
import path from 'node:path'

type Svg = { viewBox: string; width: number; height: number; inner: string }

const files = new Map<string, Svg>()

/**
 * The root attributes and content of one of our SVG files under `public/`, with its ids prefixed
 * so that two drawings on one page cannot take each other's gradients or filters.
 */
function readSvg(src: string): Svg {
  const cached = files.get(src)
  if (cached) return cached
  const text = fs.readFileSync(path.join(process.cwd(), 'public', src), 'utf8')
  const root = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(text)
  const attribute = (name: string) => (root?.[1] ? new RegExp(`\\b${name}="([^"]*)"`).exec(root[1])?.[1] : undefined)
  const viewBox = attribute('viewBox')
  if (!root?.[2] || !viewBox) throw new Error(`${src}: not an SVG drawing with a viewBox`)
  const prefix = path.basename(src, '.svg')
  const inner = root[2]
    .replace(/\bid="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}-$1"`)
  const [, , width = 0, height = 0] = viewBox.split(/[\s,]+/).map(Number)
  const svg = { viewBox, width: Number(attribute('width') ?? width), height: Number(attribute('height') ?? height), inner }
  files.set(src, svg)
  return svg
}

/**
 * One of our SVG drawings written into the page instead of fetched as an `<img>` (decision 146).
 * A drawing in the markup paints with the first paint and is not a "largest contentful paint"
 * candidate, so the hero's text is, and no image request waits behind the page's scripts.
 * For artwork above the fold only: below it, `SvgImage` loads lazily and keeps the HTML small.
 */
export function InlineSvg({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const svg = readSvg(src)
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={svg.viewBox}
      width={svg.width}
      height={svg.height}
      role="img"
      aria-label={alt}
      className={className}
      dangerouslySetInnerHTML={{ __html: svg.inner }}
    />
  )
}
