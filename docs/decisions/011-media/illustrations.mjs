import fs from 'node:fs'
const OUT = process.argv[2]
const C = { brand: '#3730A3', dark: '#0F172A', accent: '#C2410C', green: '#15803D', surface: '#F1F5F9', ink: '#334155', light: '#E0E7FF', mid: '#818CF8', slate: '#94A3B8', red: '#DC2626' }
const FONT = "font-family=\"Inter, 'Segoe UI', Arial, sans-serif\""
const W = 640, H = 420
function frame(title, body, { subtitle = '' } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#EEF2FF"/><stop offset="1" stop-color="#E2E8F0"/></linearGradient>
<filter id="sh" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="#0F172A" flood-opacity="0.12"/></filter></defs>
<rect width="${W}" height="${H}" rx="24" fill="url(#bg)"/>
<circle cx="590" cy="40" r="90" fill="${C.mid}" opacity="0.12"/><circle cx="40" cy="400" r="70" fill="${C.accent}" opacity="0.08"/>
<g filter="url(#sh)"><rect x="40" y="36" width="560" height="348" rx="16" fill="#fff"/></g>
<rect x="40" y="36" width="560" height="44" rx="16" fill="${C.surface}"/><rect x="40" y="64" width="560" height="16" fill="${C.surface}"/>
<circle cx="64" cy="58" r="5" fill="#F87171"/><circle cx="80" cy="58" r="5" fill="#FBBF24"/><circle cx="96" cy="58" r="5" fill="#34D399"/>
<text x="116" y="63" ${FONT} font-size="13" font-weight="700" fill="${C.dark}">${title}</text>
${subtitle ? `<text x="584" y="63" ${FONT} font-size="11" fill="${C.ink}" text-anchor="end">${subtitle}</text>` : ''}
${body}
</svg>`
}
const t = (x, y, s, opts = {}) => `<text x="${x}" y="${y}" ${FONT} font-size="${opts.size ?? 12}" font-weight="${opts.weight ?? 500}" fill="${opts.fill ?? C.ink}"${opts.anchor ? ` text-anchor="${opts.anchor}"` : ''}>${s}</text>`
const r = (x, y, w, h, fill, rx = 6, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`
const check = (x, y) => `<circle cx="${x}" cy="${y}" r="10" fill="${C.green}"/><path d="M${x - 4} ${y} l3 3 l6 -6" stroke="#fff" stroke-width="2.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
const cross = (x, y) => `<circle cx="${x}" cy="${y}" r="10" fill="${C.red}"/><path d="M${x - 4} ${y - 4} l8 8 M${x + 4} ${y - 4} l-8 8" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>`
const files = {}

// Plan: gantt
{
  let b = ''
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']
  days.forEach((d, i) => { b += t(180 + i * 80, 104, d, { size: 11, fill: C.slate }); b += `<line x1="${170 + i * 80}" y1="112" x2="${170 + i * 80}" y2="360" stroke="#E2E8F0"/>` })
  const rows = [['CNC-01', [[0, 1.6, C.brand, 'WO-1042'], [1.8, 1.7, C.mid, 'WO-1047'], [3.7, 1.2, C.brand, 'WO-1051']]], ['Press-02', [[0.3, 2.2, C.accent, 'WO-1043'], [2.7, 2.1, C.brand, 'WO-1049']]], ['Lathe-03', [[0, 1.1, C.mid, 'WO-1044'], [1.3, 1.5, C.green, 'WO-1046'], [3, 1.9, C.accent, 'WO-1052']]], ['Weld-04', [[0.6, 2.5, C.green, 'WO-1045'], [3.3, 1.6, C.mid, 'WO-1050']]]]
  rows.forEach(([m, bars], i) => {
    const y = 128 + i * 58
    b += t(60, y + 22, m, { weight: 700, fill: C.dark })
    bars.forEach(([s, l, c, label]) => { b += r(172 + s * 80, y, l * 80 - 6, 34, c); b += t(182 + s * 80, y + 21, label, { size: 11, weight: 700, fill: '#fff' }) })
  })
  files['plan-work-orders'] = frame('Work orders · Week 32', b, { subtitle: '12 orders scheduled' })
}
// Plan: capacity
{
  let b = ''
  const loads = [72, 88, 64, 93, 81, 58, 77]
  const names = ['CNC-01', 'CNC-02', 'Press', 'Lathe', 'Weld', 'Paint', 'Pack']
  const base = 340, maxH = 200
  b += `<line x1="70" y1="${base - maxH * 1.05}" x2="580" y2="${base - maxH * 1.05}" stroke="${C.accent}" stroke-width="2" stroke-dasharray="6 5"/>`
  b += t(578, base - maxH * 1.05 - 8, 'Capacity limit', { size: 11, weight: 700, fill: C.accent, anchor: 'end' })
  loads.forEach((l, i) => { const h = (maxH * l) / 100; const x = 84 + i * 70; b += r(x, base - h, 42, h, i === 3 ? C.mid : C.brand); b += t(x + 21, base - h - 8, `${l}%`, { size: 11, weight: 700, fill: C.dark, anchor: 'middle' }); b += t(x + 21, base + 20, names[i], { size: 11, anchor: 'middle' }) })
  b += `<line x1="70" y1="${base}" x2="580" y2="${base}" stroke="#CBD5E1"/>`
  files['plan-capacity'] = frame('Machine load · this week', b, { subtitle: 'Balanced' })
}
// Procure: scorecards
{
  let b = ''
  b += t(60, 110, 'Supplier', { size: 11, fill: C.slate }) + t(290, 110, 'On-time', { size: 11, fill: C.slate }) + t(420, 110, 'Quality', { size: 11, fill: C.slate }) + t(540, 110, 'Score', { size: 11, fill: C.slate })
  const rows = [['Deccan Steel', 96, 98, 'A'], ['Sri Polymers', 89, 94, 'B+'], ['Godavari Castings', 78, 85, 'B'], ['Krishna Fasteners', 93, 97, 'A']]
  rows.forEach(([n, o, q, s], i) => {
    const y = 126 + i * 60
    b += r(52, y, 536, 48, i % 2 ? '#fff' : C.surface, 10)
    b += `<circle cx="78" cy="${y + 24}" r="14" fill="${C.light}"/>` + t(78, y + 29, n[0], { weight: 800, fill: C.brand, anchor: 'middle' })
    b += t(102, y + 29, n, { weight: 700, fill: C.dark, size: 13 })
    b += r(290, y + 18, 100, 10, '#E2E8F0', 5) + r(290, y + 18, o, 10, C.green, 5)
    b += r(420, y + 18, 100, 10, '#E2E8F0', 5) + r(420, y + 18, q, 10, C.brand, 5)
    b += r(540, y + 11, 36, 26, s === 'A' ? '#DCFCE7' : '#FEF3C7', 13) + t(558, y + 29, s, { weight: 800, fill: s === 'A' ? C.green : '#92400E', anchor: 'middle' })
  })
  files['procure-scorecards'] = frame('Supplier scorecards', b, { subtitle: 'Last 90 days' })
}
// Procure: price monitoring
{
  let b = ''
  const pts = [62, 60, 63, 61, 64, 62, 66, 70, 75, 79]
  const x0 = 80, y0 = 330, sx = 54, sy = 5
  const path = pts.map((p, i) => `${i ? 'L' : 'M'}${x0 + i * sx} ${y0 - (p - 40) * sy}`).join(' ')
  b += `<line x1="70" y1="${y0 - (68 - 40) * sy}" x2="580" y2="${y0 - (68 - 40) * sy}" stroke="${C.green}" stroke-width="2" stroke-dasharray="6 5"/>` + t(74, y0 - (68 - 40) * sy - 8, 'Agreed rate ₹68/kg', { size: 11, weight: 700, fill: C.green })
  b += `<path d="${path} L${x0 + 9 * sx} ${y0} L${x0} ${y0} Z" fill="${C.light}" opacity="0.6"/><path d="${path}" stroke="${C.brand}" stroke-width="3" fill="none" stroke-linejoin="round"/>`
  pts.forEach((p, i) => { b += `<circle cx="${x0 + i * sx}" cy="${y0 - (p - 40) * sy}" r="4" fill="${i > 7 ? C.accent : C.brand}"/>` })
  b += r(80, 100, 210, 56, '#FFF7ED', 10, `stroke="${C.accent}"`) + t(96, 124, 'Price alert', { weight: 800, fill: C.accent, size: 13 }) + t(96, 144, 'MS sheet +16% above agreed rate', { size: 11, fill: C.ink })
  b += `<line x1="70" y1="${y0}" x2="580" y2="${y0}" stroke="#CBD5E1"/>`
  files['procure-prices'] = frame('Price monitor · MS sheet 2mm', b)
}
// Procure: spend + approvals
{
  let b = ''
  const segs = [[0.38, C.brand, 'Raw material'], [0.24, C.mid, 'Components'], [0.2, C.accent, 'Consumables'], [0.18, C.green, 'Services']]
  let a = -Math.PI / 2; const cx = 170, cy = 220, R = 80
  segs.forEach(([f, c]) => { const a2 = a + f * Math.PI * 2; const large = f > 0.5 ? 1 : 0; b += `<path d="M${cx + R * Math.cos(a)} ${cy + R * Math.sin(a)} A${R} ${R} 0 ${large} 1 ${cx + R * Math.cos(a2)} ${cy + R * Math.sin(a2)}" stroke="${c}" stroke-width="30" fill="none"/>`; a = a2 })
  b += t(cx, cy - 2, '₹4.2 Cr', { weight: 800, size: 16, fill: C.dark, anchor: 'middle' }) + t(cx, cy + 16, 'this quarter', { size: 11, anchor: 'middle' })
  segs.forEach(([f, c, n], i) => { b += r(80, 328 + (i > 1 ? 22 : 0), 10, 10, c, 2).replace('x="80"', `x="${80 + (i % 2) * 120}"`) + t(96 + (i % 2) * 120, 337 + (i > 1 ? 22 : 0), `${n} ${Math.round(f * 100)}%`, { size: 11 }) })
  const steps = [['Requested', 'Stores', true], ['Approved', 'Plant head', true], ['Approved', 'Finance', false]]
  steps.forEach(([s, who, done], i) => { const y = 120 + i * 80; b += r(350, y, 220, 56, done ? '#F0FDF4' : '#FFF7ED', 12); b += done ? check(376, y + 28) : `<circle cx="376" cy="${y + 28}" r="10" fill="${C.accent}"/>`; b += t(398, y + 24, who, { weight: 700, fill: C.dark, size: 13 }) + t(398, y + 42, done ? s : 'Awaiting approval', { size: 11 }); if (i < 2) b += `<line x1="376" y1="${y + 40}" x2="376" y2="${y + 80}" stroke="#CBD5E1" stroke-width="2"/>` })
  files['procure-spend'] = frame('Spend and approvals', b, { subtitle: 'PO-2231 · ₹3.4 L' })
}
// Assure: checklist
{
  let b = ''
  const rows = [['Outer diameter 42.0 ± 0.1 mm', true, '42.04'], ['Surface finish Ra ≤ 1.6', true, '1.2'], ['Thread gauge GO / NO-GO', true, 'OK'], ['Hardness 58-62 HRC', false, '56'], ['Visual — no burrs', true, 'OK']]
  b += t(60, 108, 'Lot L-2408-17 · sample 8 of 13', { size: 11, fill: C.slate })
  rows.forEach(([n, ok, v], i) => { const y = 120 + i * 50; b += r(52, y, 536, 40, ok ? '#fff' : '#FEF2F2', 10, 'stroke="#E2E8F0"'); b += ok ? check(76, y + 20) : cross(76, y + 20); b += t(98, y + 25, n, { size: 13, weight: 600, fill: C.dark }); b += t(574, y + 25, v, { size: 13, weight: 800, fill: ok ? C.green : C.red, anchor: 'end' }) })
  files['assure-checklist'] = frame('Incoming inspection · Shaft SH-42', b, { subtitle: 'AQL 1.0' })
}
// Assure: sampling control chart
{
  let b = ''
  const y0 = 220
  b += r(70, y0 - 80, 510, 160, '#F0FDF4', 0)
  b += `<line x1="70" y1="${y0 - 80}" x2="580" y2="${y0 - 80}" stroke="${C.red}" stroke-dasharray="5 4"/><line x1="70" y1="${y0 + 80}" x2="580" y2="${y0 + 80}" stroke="${C.red}" stroke-dasharray="5 4"/><line x1="70" y1="${y0}" x2="580" y2="${y0}" stroke="${C.green}"/>`
  b += t(576, y0 - 86, 'Upper limit', { size: 10, fill: C.red, anchor: 'end' }) + t(576, y0 + 96, 'Lower limit', { size: 10, fill: C.red, anchor: 'end' })
  const v = [10, -22, 30, 5, -40, 18, -8, 44, 12, -15, 26, -30, 8, 36, -5, 20]
  const path = v.map((d, i) => `${i ? 'L' : 'M'}${90 + i * 32} ${y0 - d}`).join(' ')
  b += `<path d="${path}" stroke="${C.brand}" stroke-width="2.5" fill="none"/>` + v.map((d, i) => `<circle cx="${90 + i * 32}" cy="${y0 - d}" r="4.5" fill="#fff" stroke="${C.brand}" stroke-width="2"/>`).join('')
  b += r(60, 330, 150, 40, C.surface, 10) + t(74, 355, 'Sample size 13', { size: 12, weight: 700, fill: C.dark }) + r(224, 330, 150, 40, '#DCFCE7', 10) + t(238, 355, 'Accept ≤ 1 defect', { size: 12, weight: 700, fill: C.green }) + r(388, 330, 190, 40, C.surface, 10) + t(402, 355, 'Cpk 1.42 · in control', { size: 12, weight: 700, fill: C.dark })
  files['assure-sampling'] = frame('Sampling and testing', b, { subtitle: 'Bore diameter' })
}
// Assure: CAPA timeline
{
  let b = ''
  const steps = [['Issue raised', 'Hardness below spec', C.red, true], ['Root cause', 'Furnace temp drift', C.accent, true], ['Action', 'Recalibrate + daily check', C.brand, true], ['Verified', 'Due in 3 days', C.slate, false]]
  b += `<line x1="110" y1="140" x2="110" y2="340" stroke="#E2E8F0" stroke-width="4"/>`
  steps.forEach(([s, d, c, done], i) => { const y = 130 + i * 66; b += `<circle cx="110" cy="${y + 10}" r="14" fill="${done ? c : '#fff'}" stroke="${c}" stroke-width="3"/>`; b += r(140, y - 12, 430, 46, done ? C.surface : '#fff', 10, done ? '' : 'stroke="#CBD5E1" stroke-dasharray="4 4"'); b += t(156, y + 8, s, { weight: 800, fill: C.dark, size: 13 }) + t(156, y + 25, d, { size: 11 }) })
  files['assure-capa'] = frame('CAPA-0193 · Shaft hardness', b, { subtitle: 'Owner: QA Lead' })
}
// Track: QR
{
  let b = ''
  let seed = 7; const rnd = () => (seed = (seed * 9301 + 49297) % 233280) / 233280
  const qx = 70, qy = 110, cell = 9, n = 21
  b += r(qx - 10, qy - 10, n * cell + 20, n * cell + 20, '#fff', 8, 'stroke="#E2E8F0"')
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) {
    const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13)
    let on
    if (finder) { const fx = x > 13 ? x - 14 : x, fy = y > 13 ? y - 14 : y; on = fx === 0 || fx === 6 || fy === 0 || fy === 6 || (fx >= 2 && fx <= 4 && fy >= 2 && fy <= 4) } else on = rnd() > 0.52
    if (on) b += `<rect x="${qx + x * cell}" y="${qy + y * cell}" width="${cell}" height="${cell}" fill="${C.dark}"/>`
  }
  b += t(qx + 95, qy + n * cell + 36, 'RM-PP-0412 · 25 kg', { size: 12, weight: 700, fill: C.dark, anchor: 'middle' })
  const moves = [['Received · GRN-882', '09:12'], ['Stored · Rack B2-04', '09:40'], ['Issued · WO-1046', '13:05'], ['Returned · 4 kg', '17:22']]
  moves.forEach(([m, time], i) => { const y = 116 + i * 62; b += r(310, y, 266, 48, i === 2 ? '#EEF2FF' : C.surface, 10); b += `<circle cx="332" cy="${y + 24}" r="7" fill="${i === 2 ? C.brand : C.mid}"/>`; b += t(348, y + 29, m, { size: 13, weight: 700, fill: C.dark }) + t(562, y + 29, time, { size: 11, anchor: 'end' }) })
  files['track-qr'] = frame('Material label and history', b)
}
// Track: racks
{
  let b = ''
  const levels = [0.9, 0.6, 0.15, 0.8, 0.45, 0.95, 0.3, 0.7, 0.85, 0.1, 0.55, 0.65, 0.75, 0.4, 0.92, 0.2, 0.5, 0.88, 0.62, 0.35, 0.05, 0.78, 0.68, 0.9]
  const zones = ['Zone A', 'Zone B', 'Zone C']
  zones.forEach((z, zi) => { b += t(60 + zi * 180, 108, z, { weight: 800, fill: C.dark, size: 13 }) })
  for (let zi = 0; zi < 3; zi++) for (let row = 0; row < 4; row++) for (let col = 0; col < 2; col++) {
    const l = levels[zi * 8 + row * 2 + col]; const x = 60 + zi * 180 + col * 80, y = 120 + row * 56
    const c = l < 0.2 ? C.red : l < 0.5 ? '#F59E0B' : C.green
    b += r(x, y, 72, 46, C.surface, 8, 'stroke="#E2E8F0"') + r(x + 6, y + 30, 60, 8, '#E2E8F0', 4) + r(x + 6, y + 30, 60 * l, 8, c, 4) + t(x + 8, y + 20, `${String.fromCharCode(65 + zi)}${row + 1}-0${col + 1}`, { size: 11, weight: 700, fill: C.dark })
  }
  b += r(60, 352, 10, 10, C.green, 2) + t(76, 361, 'Healthy', { size: 11 }) + r(150, 352, 10, 10, '#F59E0B', 2) + t(166, 361, 'Reorder soon', { size: 11 }) + r(270, 352, 10, 10, C.red, 2) + t(286, 361, 'Low stock', { size: 11 })
  files['track-racks'] = frame('Stores · bin, rack and zone', b, { subtitle: '3 bins low' })
}
// Track: flows
{
  let b = ''
  const boxes = [['GRN', 'Goods receipt', 70], ['Stores', 'Put away', 250], ['Production', 'Issue to WO', 430]]
  b += `<defs><marker id="ar" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0 0 L10 5 L0 10 z" fill="${C.brand}"/></marker><marker id="ar2" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0 0 L10 5 L0 10 z" fill="${C.accent}"/></marker></defs>`
  boxes.forEach(([n, d, x]) => { b += r(x, 160, 140, 90, '#fff', 14, `stroke="${C.brand}" stroke-width="2"`) + t(x + 70, 198, n, { weight: 800, size: 16, fill: C.dark, anchor: 'middle' }) + t(x + 70, 220, d, { size: 12, anchor: 'middle' }) })
  b += `<line x1="214" y1="205" x2="246" y2="205" stroke="${C.brand}" stroke-width="3" marker-end="url(#ar)"/><line x1="394" y1="205" x2="426" y2="205" stroke="${C.brand}" stroke-width="3" marker-end="url(#ar)"/>`
  b += `<path d="M500 254 C500 320 320 320 320 258" stroke="${C.accent}" stroke-width="3" fill="none" stroke-dasharray="7 5" marker-end="url(#ar2)"/>` + t(410, 330, 'Return with reason', { size: 12, weight: 700, fill: C.accent, anchor: 'middle' })
  b += r(70, 108, 500, 32, C.surface, 8) + t(86, 129, 'PO-2231 · 40 items received · stock updated instantly', { size: 12, weight: 600, fill: C.dark })
  files['track-flows'] = frame('Material flows', b)
}
// Pulse: dashboard
{
  let b = ''
  const k = [['Output', '12,480', '+8%', C.green], ['First-pass yield', '97.2%', '+1.4%', C.green], ['Stock value', '₹2.1 Cr', '-3%', C.accent]]
  k.forEach(([n, v, d, c], i) => { const x = 56 + i * 180; b += r(x, 100, 168, 84, C.surface, 12) + t(x + 14, 124, n, { size: 11 }) + t(x + 14, 156, v, { size: 22, weight: 800, fill: C.dark }) + t(x + 154, 156, d, { size: 12, weight: 800, fill: c, anchor: 'end' }) })
  const pts = [40, 52, 48, 60, 58, 70, 66, 78, 74, 86, 90, 96]
  const path = pts.map((p, i) => `${i ? 'L' : 'M'}${70 + i * 46} ${360 - p * 1.5}`).join(' ')
  b += `<path d="${path} L${70 + 11 * 46} 360 L70 360 Z" fill="${C.light}"/><path d="${path}" stroke="${C.brand}" stroke-width="3" fill="none"/>`
  b += t(60, 212, 'Daily output · last 12 days', { size: 11, weight: 700, fill: C.dark })
  files['pulse-dashboard'] = frame('Leadership dashboard · All plants', b, { subtitle: 'Live' })
}
// Pulse: performance
{
  let b = ''
  const plan = [80, 80, 85, 85, 90, 90, 70], act = [76, 83, 79, 88, 92, 71, 70]
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
  plan.forEach((p, i) => { const x = 80 + i * 72; b += r(x, 340 - p * 2.4, 24, p * 2.4, '#C7D2FE', 4) + r(x + 28, 340 - act[i] * 2.4, 24, act[i] * 2.4, act[i] < p - 5 ? C.accent : C.brand, 4) + t(x + 26, 360, days[i], { size: 11, anchor: 'middle' }) })
  b += `<line x1="70" y1="340" x2="580" y2="340" stroke="#CBD5E1"/>`
  b += r(380, 96, 10, 10, '#C7D2FE', 2) + t(396, 105, 'Planned', { size: 11 }) + r(460, 96, 10, 10, C.brand, 2) + t(476, 105, 'Actual', { size: 11 }) + r(526, 96, 10, 10, C.accent, 2) + t(542, 105, 'Gap', { size: 11 })
  files['pulse-performance'] = frame('Actual vs planned · Line 2', b)
}
// Pulse: AI insights
{
  let b = ''
  b += r(60, 100, 360, 44, C.surface, 14) + t(78, 127, 'Why did Line 2 miss plan on Saturday?', { size: 13, weight: 600, fill: C.dark })
  b += r(120, 160, 460, 150, '#EEF2FF', 14)
  b += `<path d="M144 186 l4 -10 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 z" fill="${C.brand}"/>` + t(170, 194, 'AI insight', { weight: 800, fill: C.brand, size: 13 })
  b += t(144, 222, 'Press-02 stopped 2.5 h for a die change that', { size: 13, fill: C.dark }) + t(144, 242, 'usually takes 45 min. Material for WO-1049', { size: 13, fill: C.dark }) + t(144, 262, 'arrived late from Godavari Castings.', { size: 13, fill: C.dark })
  b += r(144, 274, 180, 26, C.brand, 13) + t(234, 292, 'Schedule die prep', { size: 12, weight: 700, fill: '#fff', anchor: 'middle' }) + r(334, 274, 180, 26, '#fff', 13, `stroke="${C.brand}"`) + t(424, 292, 'Review supplier', { size: 12, weight: 700, fill: C.brand, anchor: 'middle' })
  b += r(60, 326, 520, 40, '#fff', 12, 'stroke="#E2E8F0"') + t(78, 351, 'Ask a question about your factory…', { size: 13, fill: C.slate })
  files['pulse-insights'] = frame('AI assistant', b)
}
for (const [name, svg] of Object.entries(files)) fs.writeFileSync(`${OUT}/${name}.svg`, svg)
console.log(Object.keys(files).length, 'files')
