import type { Block } from 'payload'

/**
 * What the block inserter shows for each block (decision 198): a small wireframe of it
 * (public/admin/blocks/<slug>.svg, written by scripts/block-thumbnails.ts) and words for it.
 */
export const BLOCK_THUMBNAILS = {
  hero: 'A heading with a line of text, two buttons and an image beside them',
  moduleCards: 'Three cards, each an icon, a heading, a paragraph and a link',
  problemSolution: 'The problems on the left, crossed; the solutions on the right, ticked',
  cardGrid: 'A grid of cards with a heading and a paragraph each',
  figuresBand: 'A dark band of four large figures with their captions',
  emailCapture: 'A heading and an email field with a button on a tinted panel',
  statements: 'A large quotation with the person who said it',
  checklist: 'A heading over a list of ticked points',
  teamTiles: 'Tiles of people, each a photo, a name and a role',
  numberedSteps: 'Steps 1, 2 and 3 on a line, each with a short text',
  industryCarousel: 'A row of coloured industry cards to scroll through',
  featureRows: 'Rows of an image beside a heading, text and bullets, alternating sides',
  contactDetails: 'A contact form beside the office address',
  brandAssets: 'Colour swatches and the logo on light and dark',
  doDont: 'Two lists side by side: do (ticked) and don\'t (crossed)',
  pricingPlans: 'Three plan cards with prices and features, the middle one highlighted',
  pricingComparison: 'A table of features with a tick per plan',
  addOns: 'Cards of add-ons, each with a plus sign, a name and a price',
  openRoles: 'A list of open jobs, each with an Apply button',
  faq: 'Questions that open to show their answers',
  leadForm: 'A form with its fields and a send button',
  ctaBand: 'A brand-coloured band with a heading and two buttons',
} as const

/** `block` with its thumbnail; a block without one fails the config (the picker would show a grey tile). */
export function withThumbnail(block: Block): Block {
  const alt = (BLOCK_THUMBNAILS as Record<string, string>)[block.slug]
  if (!alt) throw new Error(`Block ${block.slug} has no thumbnail: add it to src/blocks/thumbnails.ts and run scripts/block-thumbnails.ts`)
  return { ...block, admin: { ...block.admin, images: { ...block.admin?.images, thumbnail: { url: `/admin/blocks/${block.slug}.svg`, alt } } } }
}
