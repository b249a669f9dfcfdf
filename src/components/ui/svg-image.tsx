import type React from 'react'

type SvgImageProps = Omit<React.ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string
  alt: string
  width: number
  height: number
  /** Above the fold and likely the largest paint: fetched early, never lazy. */
  priority?: boolean
}

/**
 * Our self-made SVG artwork and logos. `next/image` leaves SVGs unoptimised anyway, and as a client
 * component it added its JavaScript to every page; a plain sized `<img>` gives the same layout (no
 * shift) and lazy loading without it.
 */
export function SvgImage({ priority = false, alt, ...props }: SvgImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: nothing for next/image to optimise
    <img alt={alt} decoding="async" loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} {...props} />
  )
}
