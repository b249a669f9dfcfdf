import { createRequire } from 'node:module'
import fs from 'node:fs'
const sharp = createRequire('/work/wt/issue-3/package.json')('sharp')
const OUT = '/tmp/issue3-media/frames'
fs.mkdirSync(OUT, { recursive: true })
const C = { brand: '#3730A3', dark: '#0F172A', accent: '#C2410C', green: '#15803D', surface: '#F1F5F9', ink: '#334155', light: '#E0E7FF', mid: '#818CF8' }
const FONT = "font-family=\"Inter, Arial, sans-serif\""
const FPS = 15, SECONDS = 4, N = FPS * SECONDS
const W = 640, H = 420
const targets = [62, 78, 70, 84, 90, 74]
const hours = ['08', '09', '10', '11', '12', '13']
for (let f = 0; f < N; f++) {
  const p = f / N // 0..1 over the loop
  let b = ''
  // Conveyor with boxes moving right; period = spacing so the loop is seamless.
  const spacing = 110, offset = p * spacing * 2
  b += `<rect x="56" y="322" width="528" height="14" rx="7" fill="#CBD5E1"/>`
  for (let i = 0; i < 8; i++) b += `<circle cx="${72 + i * 70}" cy="329" r="4" fill="#94A3B8"/>`
  for (let k = -1; k < 6; k++) {
    const x = 56 + ((k * spacing + offset) % (spacing * 6))
    if (x < 40 || x > 560) continue
    b += `<rect x="${x}" y="284" width="44" height="36" rx="6" fill="${k % 2 ? C.mid : C.brand}"/><rect x="${x + 6}" y="292" width="32" height="4" rx="2" fill="#fff" opacity="0.6"/>`
  }
  // Output per hour: past hours full, current hour filling.
  const base = 244
  hours.forEach((h, i) => {
    const x = 80 + i * 78
    const fill = i < 5 ? 1 : p
    const height = targets[i] * 0.95 * fill
    b += `<rect x="${x}" y="${base - targets[i] * 0.95}" width="44" height="${targets[i] * 0.95}" rx="6" fill="${C.light}"/>`
    b += `<rect x="${x}" y="${base - height}" width="44" height="${height}" rx="6" fill="${i === 5 ? C.accent : C.brand}"/>`
    b += `<text x="${x + 22}" y="${base + 18}" ${FONT} font-size="12" fill="${C.ink}" text-anchor="middle">${h}:00</text>`
  })
  const count = 4120 + Math.round(p * 60)
  const pulse = 0.5 + 0.5 * Math.sin(p * Math.PI * 4)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#EEF2FF"/><stop offset="1" stop-color="#E2E8F0"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect x="40" y="36" width="560" height="348" rx="16" fill="#fff" stroke="#E2E8F0"/>
<rect x="40" y="36" width="560" height="44" rx="16" fill="${C.surface}"/><rect x="40" y="64" width="560" height="16" fill="${C.surface}"/>
<circle cx="64" cy="58" r="5" fill="#F87171"/><circle cx="80" cy="58" r="5" fill="#FBBF24"/><circle cx="96" cy="58" r="5" fill="#34D399"/>
<text x="116" y="63" ${FONT} font-size="13" font-weight="700" fill="${C.dark}">Line 2 · live output</text>
<circle cx="536" cy="58" r="${4 + pulse * 2}" fill="${C.green}" opacity="${0.6 + pulse * 0.4}"/><text x="584" y="63" ${FONT} font-size="12" font-weight="700" fill="${C.green}" text-anchor="end">LIVE</text>
<text x="60" y="110" ${FONT} font-size="12" fill="${C.ink}">Units today</text>
<text x="60" y="138" ${FONT} font-size="24" font-weight="800" fill="${C.dark}">${count.toLocaleString('en-IN')}</text>
<text x="584" y="110" ${FONT} font-size="12" fill="${C.ink}" text-anchor="end">WO-1046 · 68% complete</text>
<rect x="404" y="120" width="180" height="10" rx="5" fill="#E2E8F0"/><rect x="404" y="120" width="${180 * (0.66 + p * 0.04)}" height="10" rx="5" fill="${C.green}"/>
${b}
<text x="60" y="366" ${FONT} font-size="12" fill="${C.ink}">Packing station · 3 operators on shift</text>
</svg>`
  await sharp(Buffer.from(svg)).png().toFile(`${OUT}/f${String(f).padStart(3, '0')}.png`)
}
console.log('frames', N)
