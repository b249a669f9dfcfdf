'use client'

import { usePathname } from 'next/navigation'

import { hiddenOn } from '@/lib/live-help/hidden-on'

import { LiveHelpButton } from './live-help-button'

/**
 * The marketing pages' Live Help launcher (issue 47), when site settings turn it on: bottom right,
 * left out of the pages marketing listed. The panel's code loads only when it is opened.
 */
export function LiveHelpLauncher({ label, hidden }: { label: string; hidden: string }) {
  const pathname = usePathname()
  if (hiddenOn(hidden, pathname)) return null
  return <LiveHelpButton label={label} variant="launcher" />
}
