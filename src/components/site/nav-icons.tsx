import { ChevronDown, Menu, X } from '@/components/ui/icons'

import type { NavIcons } from './nav'

/** What the server gives the navigation (see `Nav`): its icons, rendered here. */
export const navIcons: NavIcons = {
  menu: <Menu aria-hidden className="size-6" />,
  close: <X aria-hidden className="size-6" />,
  chevron: <ChevronDown aria-hidden className="size-4" />,
}
