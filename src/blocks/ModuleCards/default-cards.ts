import { modulePath, modules } from '@/content/modules'
import type { ModuleCardsBlock } from '@/payload-types'

type Card = NonNullable<ModuleCardsBlock['cards']>[number]

const ICONS = {
  'production-planning': 'calendar',
  'supplier-management': 'cart',
  'quality-control': 'shield',
  'inventory-tracking': 'boxes',
  'factory-analytics': 'chart',
} as const

/** The five cards a module-cards block stored before its cards were fields reads as (decision 200). */
export const DEFAULT_MODULE_CARDS: Card[] = modules.map((m) => ({
  title: m.module,
  icon: ICONS[m.slug],
  label: m.navLabel,
  text: m.summary,
  linkLabel: `For ${m.persona}`,
  href: modulePath(m.slug),
}))
