/**
 * Writes the block inserter's thumbnails (public/admin/blocks/<slug>.svg, decision 198): a small
 * wireframe of each block in the brand colours, so the picker shows what a block looks like instead
 * of 22 identical grey tiles. Run after adding a block: `node scripts/lib/run-ts.mjs scripts/block-thumbnails.ts`.
 */
import fs from 'node:fs'
import path from 'node:path'

import { brandColors } from '../src/config/site'
import { BLOCK_THUMBNAILS } from '../src/blocks/thumbnails'

const color = (token: string): string => brandColors.find((c) => c.token === token)?.hex ?? '#334155'
const BRAND = color('brand')
const DARK = color('brand-dark')
const ACCENT = color('accent')
const GREEN = color('success')
const SURFACE = color('surface')
const INK = '#94A3B8'
const WHITE = '#FFFFFF'

const W = 240
const H = 160

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 3) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`
const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`
/** A line of text as a bar. */
const line = (x: number, y: number, w: number, fill = INK, h = 4) => rect(x, y, w, h, fill, 2)
const heading = (x: number, y: number, w: number, fill = DARK) => rect(x, y, w, 8, fill, 2)
const card = (x: number, y: number, w: number, h: number) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${WHITE}" stroke="#E2E8F0"/>`
const check = (x: number, y: number, fill = GREEN) => `<path d="M${x} ${y + 3}l3 3 6-7" stroke="${fill}" stroke-width="2" fill="none" stroke-linecap="round"/>`
const cross = (x: number, y: number) => `<path d="M${x} ${y - 3}l7 7M${x + 7} ${y - 3}l-7 7" stroke="${ACCENT}" stroke-width="2" stroke-linecap="round"/>`
const button = (x: number, y: number, w: number, fill = BRAND) => rect(x, y, w, 12, fill, 6)

const range = (n: number) => Array.from({ length: n }, (_, i) => i)

const drawings: Record<keyof typeof BLOCK_THUMBNAILS, () => string> = {
  hero: () =>
    [line(16, 30, 40, BRAND), heading(16, 42, 110), heading(16, 54, 90), line(16, 72, 100), line(16, 80, 84), button(16, 96, 52), button(74, 96, 44, DARK), rect(140, 26, 84, 96, BRAND, 6), rect(150, 36, 64, 8, WHITE, 2), rect(150, 52, 40, 50, '#6366F1', 3), rect(194, 70, 20, 32, ACCENT, 3)].join(''),
  moduleCards: () => [heading(70, 16, 100), ...range(3).map((i) => card(14 + i * 72, 36, 68, 98) + rect(22 + i * 72, 46, 16, 16, BRAND, 4) + line(22 + i * 72, 72, 48, DARK) + line(22 + i * 72, 84, 52) + line(22 + i * 72, 92, 44) + line(22 + i * 72, 116, 30, BRAND))].join(''),
  problemSolution: () => [rect(14, 20, 102, 110, '#FEF2F2', 6), line(24, 32, 40, ACCENT), ...range(4).map((i) => cross(26, 52 + i * 18) + line(40, 50 + i * 18, 60)), rect(124, 20, 102, 110, '#F0FDF4', 6), line(134, 32, 40, GREEN), ...range(4).map((i) => check(134, 49 + i * 18) + line(150, 50 + i * 18, 60))].join(''),
  cardGrid: () => [heading(70, 14, 100), ...range(6).map((i) => { const x = 14 + (i % 3) * 72; const y = 32 + Math.floor(i / 3) * 56; return card(x, y, 68, 50) + rect(x, y, 68, 3, BRAND, 1) + line(x + 8, y + 12, 40, DARK) + line(x + 8, y + 24, 52) + line(x + 8, y + 32, 44) }) ].join(''),
  figuresBand: () => [rect(0, 30, W, 90, DARK, 0), ...range(4).map((i) => rect(20 + i * 56, 52, 36, 16, WHITE, 2) + line(20 + i * 56, 78, 40, INK) + line(20 + i * 56, 86, 30, INK))].join(''),
  emailCapture: () => [rect(14, 24, 212, 102, SURFACE, 8), heading(60, 40, 120), line(50, 58, 140), rect(44, 80, 110, 18, WHITE, 4), line(52, 87, 60), button(160, 83, 40)].join(''),
  statements: () => [`<text x="20" y="58" font-family="Georgia,serif" font-size="56" fill="${BRAND}">“</text>`, heading(50, 34, 170), heading(50, 48, 150), heading(50, 62, 120), circle(60, 104, 10, '#CBD5E1'), line(78, 98, 60, DARK), line(78, 108, 44)].join(''),
  checklist: () => [heading(16, 18, 110), ...range(5).map((i) => rect(16, 40 + i * 20, 12, 12, '#DCFCE7', 3) + check(18, 41 + i * 20) + line(36, 44 + i * 20, 120 + (i % 2) * 40))].join(''),
  teamTiles: () => [heading(70, 16, 100), ...range(4).map((i) => card(14 + i * 54, 38, 50, 86) + circle(39 + i * 54, 62, 14, i % 2 ? '#C7D2FE' : '#FED7AA') + line(22 + i * 54, 86, 34, DARK) + line(24 + i * 54, 96, 30))].join(''),
  numberedSteps: () => [heading(70, 18, 100), line(40, 62, 160, '#C7D2FE', 3), ...range(3).map((i) => circle(40 + i * 80, 63, 13, BRAND) + `<text x="${40 + i * 80}" y="68" text-anchor="middle" font-family="Arial,sans-serif" font-size="13" font-weight="700" fill="${WHITE}">${i + 1}</text>` + line(18 + i * 80, 88, 44, DARK) + line(14 + i * 80, 98, 52) + line(18 + i * 80, 106, 44))].join(''),
  industryCarousel: () => [heading(16, 18, 110), ...range(3).map((i) => rect(16 + i * 74, 40, 68, 82, [BRAND, '#0E7490', ACCENT][i]!, 6) + line(24 + i * 74, 100, 40, WHITE) + line(24 + i * 74, 110, 30, '#E2E8F0')), circle(206, 28, 7, SURFACE), circle(224, 28, 7, BRAND)].join(''),
  featureRows: () => [rect(14, 14, 96, 56, '#E0E7FF', 6), heading(124, 22, 90), line(124, 38, 100), line(124, 46, 90), check(124, 55) + line(140, 56, 60), heading(14, 88, 90), line(14, 104, 100), line(14, 112, 84), rect(130, 80, 96, 56, '#FFEDD5', 6)].join(''),
  contactDetails: () => [card(14, 16, 120, 118), ...range(3).map((i) => line(24, 28 + i * 26, 40, DARK) + rect(24, 36 + i * 26, 100, 12, SURFACE, 3)), button(24, 112, 50), `<path d="M170 30c-9 0-15 7-15 15 0 11 15 24 15 24s15-13 15-24c0-8-6-15-15-15z" fill="${BRAND}"/>`, circle(170, 45, 5, WHITE), line(148, 84, 60, DARK), line(148, 96, 70), line(148, 106, 56), line(148, 116, 64)].join(''),
  brandAssets: () => [heading(16, 16, 100), ...[BRAND, DARK, ACCENT, GREEN, SURFACE, '#334155'].map((fill, i) => rect(16 + i * 36, 36, 30, 30, fill, 4) + line(16 + i * 36, 72, 26)), card(16, 90, 100, 44), `<text x="66" y="118" text-anchor="middle" font-family="Arial,sans-serif" font-size="16" font-weight="800" fill="${BRAND}">ERPZ</text>`, rect(124, 90, 100, 44, DARK, 4), `<text x="174" y="118" text-anchor="middle" font-family="Arial,sans-serif" font-size="16" font-weight="800" fill="${WHITE}">ERPZ</text>`].join(''),
  doDont: () => [card(14, 16, 102, 118), line(24, 26, 30, GREEN), ...range(4).map((i) => check(24, 43 + i * 20) + line(40, 44 + i * 20, 64)), card(124, 16, 102, 118), line(134, 26, 30, ACCENT), ...range(4).map((i) => cross(136, 48 + i * 20) + line(150, 44 + i * 20, 64))].join(''),
  pricingPlans: () => [...range(3).map((i) => { const x = 14 + i * 72; const top = i === 1 ? 14 : 24; return `<rect x="${x}" y="${top}" width="68" height="${i === 1 ? 122 : 112}" rx="5" fill="${WHITE}" stroke="${i === 1 ? BRAND : '#E2E8F0'}" stroke-width="${i === 1 ? 2 : 1}"/>` + line(x + 8, top + 12, 30, DARK) + rect(x + 8, top + 24, 40, 10, DARK, 2) + range(3).map((j) => check(x + 8, top + 44 + j * 14) + line(x + 22, top + 45 + j * 14, 36)).join('') + button(x + 8, top + (i === 1 ? 98 : 88), 52, i === 1 ? BRAND : DARK) }), rect(100, 8, 40, 10, ACCENT, 5)].join(''),
  pricingComparison: () => [rect(14, 16, 212, 18, SURFACE, 3), line(22, 23, 50, DARK), ...range(3).map((i) => line(110 + i * 40, 23, 24, DARK)), ...range(5).map((i) => `<line x1="14" x2="226" y1="${50 + i * 20}" y2="${50 + i * 20}" stroke="#E2E8F0"/>` + line(22, 40 + i * 20, 60 + (i % 3) * 10) + range(3).map((j) => (j + i > 1 ? check(116 + j * 40, 38 + i * 20) : line(116 + j * 40, 40 + i * 20, 10, '#CBD5E1'))).join(''))].join(''),
  addOns: () => [heading(16, 16, 90), ...range(4).map((i) => { const x = 14 + (i % 2) * 108; const y = 36 + Math.floor(i / 2) * 52; return card(x, y, 104, 46) + circle(x + 16, y + 16, 8, '#E0E7FF') + `<path d="M${x + 12} ${y + 16}h8M${x + 16} ${y + 12}v8" stroke="${BRAND}" stroke-width="2"/>` + line(x + 30, y + 12, 50, DARK) + line(x + 30, y + 22, 60) + line(x + 30, y + 32, 30, BRAND) })].join(''),
  openRoles: () => [heading(16, 16, 100), ...range(4).map((i) => card(14, 36 + i * 26, 212, 22) + line(24, 42 + i * 26, 80, DARK) + line(24, 50 + i * 26, 50) + button(176, 41 + i * 26, 40))].join(''),
  faq: () => [heading(70, 14, 100), ...range(4).map((i) => card(20, 34 + i * 27, 200, i === 0 ? 24 : 22) + line(30, 43 + i * 27, 110 + (i % 2) * 20, DARK) + `<path d="M202 ${42 + i * 27}l4 4 4-4" stroke="${BRAND}" stroke-width="2" fill="none"/>`)].join(''),
  leadForm: () => [card(40, 10, 160, 130), heading(52, 20, 90), ...range(3).map((i) => line(52, 38 + i * 26, 40, DARK) + rect(52, 45 + i * 26, 136, 14, SURFACE, 3)), button(52, 122, 136)].join(''),
  ctaBand: () => [rect(0, 34, W, 82, BRAND, 0), heading(50, 52, 140, WHITE), line(70, 68, 100, '#C7D2FE'), button(70, 86, 46, WHITE), button(122, 86, 48, ACCENT)].join(''),
}

const dir = path.resolve(import.meta.dirname, '../public/admin/blocks')
fs.mkdirSync(dir, { recursive: true })
for (const [slug, draw] of Object.entries(drawings)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${rect(0, 0, W, H, '#F8FAFC', 0)}${draw()}</svg>\n`
  fs.writeFileSync(path.join(dir, `${slug}.svg`), svg)
}
console.log(`▸ ${Object.keys(drawings).length} block thumbnails in ${path.relative(process.cwd(), dir)}`)
