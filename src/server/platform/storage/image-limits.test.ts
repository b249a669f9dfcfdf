import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { blankPng } from '../../../../tests/support/images'

import { imageTooLarge } from './image-limits'

describe('imageTooLarge', () => {
  it('refuses a 16,000 × 16,000 PNG from its header, quickly', async () => {
    const png = blankPng(16_000, 16_000)
    expect((await sharp(png).metadata()).width).toBe(16_000)
    const started = performance.now()
    expect(await imageTooLarge(png)).toBe(
      'This image is 16,000 × 16,000 pixels (256 megapixels). Images can have at most 40 megapixels: scale it down and upload it again.',
    )
    expect(performance.now() - started).toBeLessThan(500)
  })

  it('passes images up to the limit, and what sharp cannot read', async () => {
    expect(await imageTooLarge(blankPng(8_000, 5_000))).toBeNull()
    expect(await imageTooLarge(blankPng(8_001, 5_000))).toMatch(/^This image is 8,001 × 5,000 pixels \(41 megapixels\)/)
    expect(await imageTooLarge(Buffer.from('not an image'))).toBeNull()
  })

  it('counts every frame of an animation', async () => {
    const frames = Buffer.alloc(100 * 300 * 3)
    for (let i = 0; i < frames.length; i++) frames[i] = Math.floor(i / (100 * 100 * 3)) * 100 // three different frames
    const gif = await sharp(frames, { raw: { width: 100, height: 300, channels: 3, pageHeight: 100 } }).gif().toBuffer()
    expect((await sharp(gif).metadata()).pages).toBe(3)
    expect(await imageTooLarge(gif, 30_000)).toBeNull()
    expect(await imageTooLarge(gif, 29_999)).toBe(
      'This image is 100 × 100 pixels in 3 frames (1 megapixels). Images can have at most 1 megapixels: scale it down and upload it again.',
    )
  })
})
