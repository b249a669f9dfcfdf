import {
  BarChart3,
  Briefcase,
  Clock,
  Compass,
  Factory,
  GraduationCap,
  Headset,
  HeartPulse,
  LifeBuoy,
  Lightbulb,
  Palmtree,
  Rocket,
  ShoppingCart,
  Target,
  TrendingUp,
  Trophy,
  Zap,
  type LucideIcon,
} from '@/components/ui/icons'
import { MARKETING_ICONS } from '@/components/marketing/icon'

/**
 * The icons a marketer may pick for a card or a statement, by name (a select in the block, so the
 * stored value is always one of these). Rendered on the server as inline SVG: no JavaScript.
 */
export const BLOCK_ICONS = {
  ...MARKETING_ICONS,
  compass: Compass,
  target: Target,
  lightbulb: Lightbulb,
  zap: Zap,
  trophy: Trophy,
  rocket: Rocket,
  chart: BarChart3,
  cart: ShoppingCart,
  factory: Factory,
  briefcase: Briefcase,
  clock: Clock,
  graduation: GraduationCap,
  headset: Headset,
  heart: HeartPulse,
  lifebuoy: LifeBuoy,
  palmtree: Palmtree,
  trending: TrendingUp,
} satisfies Record<string, LucideIcon>

export type BlockIconName = keyof typeof BLOCK_ICONS

const isIconName = (name: string | null | undefined): name is BlockIconName => Boolean(name && name in BLOCK_ICONS)

/** A decorative icon by its stored name; nothing for no (or an unknown) name. */
export function BlockIcon({ name, className }: { name: string | null | undefined; className: string }) {
  if (!isIconName(name)) return null
  const Component = BLOCK_ICONS[name]
  return <Component aria-hidden className={className} />
}
