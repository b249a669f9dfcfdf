/**
 * The shape of a solution page's feature row as its component draws it; the rows' words live in the
 * page documents (src/server/seed/pages/<module>.ts seeds them).
 */

/** Width and height of every feature illustration and video (px); the frame reserves this ratio. */
export const FEATURE_MEDIA_SIZE = { width: 640, height: 420 } as const

export type FeatureMedia =
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'video'; src: string; poster: string; label: string }

export type FeatureRow = {
  title: string
  text: string
  bullets: readonly string[]
  media: FeatureMedia
}
