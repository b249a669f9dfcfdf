import { ChevronDown, Menu, X } from '@/components/ui/icons'

import { modulePath, modules } from '@/content/modules'

import type { NavIcons, NavLink } from './nav'

/** What the server gives the navigation (see `Nav`): its icons, rendered here, and the Solutions links. */
export const navIcons: NavIcons = {
  menu: <Menu aria-hidden className="size-6" />,
  close: <X aria-hidden className="size-6" />,
  chevron: <ChevronDown aria-hidden className="size-4" />,
}

export const solutionLinks: readonly NavLink[] = [
  { href: '/solutions', label: 'All Solutions' },
  ...modules.map((m) => ({ href: modulePath(m.slug), label: m.navLabel })),
]
