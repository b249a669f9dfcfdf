import 'server-only'

import sharp from 'sharp'

import { MEDIA_LIMITS } from '@/config/behaviour'

const number = new Intl.NumberFormat('en-US')
const megapixels = (pixels: number) => number.format(Math.ceil(pixels / 1_000_000))

/**
 * Why an uploaded image is too large to process, or null when it is within MEDIA_LIMITS (or not
 * an image sharp can read: Payload answers that itself). Reads the header only: sharp's metadata()
 * does not decode pixels, so a 16,000 × 16,000 PNG costs nothing to refuse. Every frame of an
 * animation is decoded, so frames count.
 */
export async function imageTooLarge(input: Buffer | string, maxPixels: number = MEDIA_LIMITS.maxPixels): Promise<string | null> {
  let metadata: sharp.Metadata
  try {
    metadata = await sharp(input).metadata()
  } catch {
    return null
  }
  const { width, height } = metadata
  if (!width || !height) return null
  const frames = Math.max(1, metadata.pages ?? 1)
  const frameHeight = metadata.pageHeight ?? height
  const pixels = width * frameHeight * frames
  if (pixels <= maxPixels) return null
  const size = `${number.format(width)} × ${number.format(frameHeight)} pixels${frames > 1 ? ` in ${number.format(frames)} frames` : ''}`
  return `This image is ${size} (${megapixels(pixels)} megapixels). Images can have at most ${megapixels(maxPixels)} megapixels: scale it down and upload it again.`
}
