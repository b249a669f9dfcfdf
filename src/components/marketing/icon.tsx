import {
  Boxes,
  Brain,
  CalendarClock,
  Cpu,
  Gauge,
  Network,
  ShieldCheck,
  Sparkles,
  Users,
  Workflow,
  type LucideIcon,
} from '@/components/ui/icons'

/** The icons content modules name; the page blocks offer these and more (src/blocks/shared/icons.tsx). */
export const MARKETING_ICONS = {
  gauge: Gauge,
  shield: ShieldCheck,
  boxes: Boxes,
  sparkles: Sparkles,
  calendar: CalendarClock,
  users: Users,
  brain: Brain,
  network: Network,
  workflow: Workflow,
  cpu: Cpu,
} satisfies Record<string, LucideIcon>

export type IconName = keyof typeof MARKETING_ICONS

/** A decorative icon by name (content modules name icons; components map them). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = MARKETING_ICONS[name]
  return <Component aria-hidden className={className ?? 'size-6'} />
}

