import { describe, expect, it } from 'vitest'

import { dashboardPreview, workflowPreview } from './previews'

describe('previews', () => {
  it('always show Production → Quality Check → Packaging, worded for the industry', () => {
    const pharma = workflowPreview('PHARMACEUTICAL')
    expect(pharma.stages.map((s) => s.name)).toEqual(['Production', 'Quality Check', 'Packaging'])
    expect(pharma.title).toBe('Pharmaceutical production workflow')
    expect(pharma.stages[1]!.detail).toContain('QC release')
    const other = workflowPreview('other')
    expect(other.title).toBe('Your first production workflow')
    expect(other.stages.map((s) => s.name)).toEqual(['Production', 'Quality Check', 'Packaging'])
  })

  it('give each role its own dashboard', () => {
    const titles = new Set((['owner', 'operations', 'it', 'supervisor'] as const).map((r) => dashboardPreview(r).title))
    expect(titles.size).toBe(4)
  })
})
