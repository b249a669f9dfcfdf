'use client'

import NextLink from 'next/link'
import type React from 'react'
import { useState } from 'react'

/**
 * `next/link` that prefetches a route when the visitor shows intent (pointer over it, keyboard
 * focus, touch) instead of as soon as the link scrolls into view. Viewport prefetching made every
 * marketing page download the JavaScript of each page it links to (about 85 KB gzip on the home
 * page, the onboarding forms among it) before anyone clicked. Decision 063.
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: React.ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false)
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent ? false : prefetch}
      onMouseEnter={(event) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
    />
  )
}
