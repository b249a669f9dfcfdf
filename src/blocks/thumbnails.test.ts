import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PAGE_BLOCKS } from '.'

const PUBLIC = path.resolve(import.meta.dirname, '../../public')

describe('block inserter thumbnails', () => {
  it('every block shows its own picture with its own words', () => {
    const pictures = PAGE_BLOCKS.map((block) => {
      const thumbnail = block.admin?.images?.thumbnail
      expect(thumbnail, block.slug).toEqual({ url: `/admin/blocks/${block.slug}.svg`, alt: expect.any(String) })
      const svg = fs.readFileSync(path.join(PUBLIC, `admin/blocks/${block.slug}.svg`), 'utf8')
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), block.slug).toBe(true)
      return svg
    })
    expect(new Set(pictures).size).toBe(PAGE_BLOCKS.length)
    expect(new Set(PAGE_BLOCKS.map((block) => JSON.stringify(block.admin?.images?.thumbnail))).size).toBe(PAGE_BLOCKS.length)
  })
})
