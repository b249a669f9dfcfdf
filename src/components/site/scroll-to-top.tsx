'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { Link } from '@/components/ui/link'

/** Scrolls the page to the top on every path change. */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}

/** A link that also scrolls to the top when it points at the page already shown. */
export function ScrollTopLink(props: React.ComponentProps<typeof Link>) {
  return (
    <Link
      {...props}
      onClick={(event) => {
        props.onClick?.(event)
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      }}
    />
  )
}
