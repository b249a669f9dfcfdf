'use client'

import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { COOKIE_ACCEPTED_KEY, COOKIE_BANNER_DELAY_MS } from '@/config/behaviour'

export function CookieBanner() {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (localStorage.getItem(COOKIE_ACCEPTED_KEY) === 'true') return
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  if (!visible) return null

  const accept = () => {
    localStorage.setItem(COOKIE_ACCEPTED_KEY, 'true')
    setVisible(false)
  }

  return (
    <section
      aria-label="Cookie consent"
      data-testid="cookie-banner"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-3xl rounded-2xl bg-brand-dark p-5 text-white shadow-2xl sm:flex sm:items-center sm:gap-6"
    >
      <p className="text-sm leading-6">
        We use cookies to keep the site working and to understand how it is used. Read our{' '}
        <Link href="/cookie-policy" className="font-semibold underline">
          Cookie Policy
        </Link>
        .
      </p>
      <div className="mt-4 flex shrink-0 gap-2 sm:mt-0">
        <Button variant="outlineLight" size="sm" onClick={accept}>
          Cookie Settings
        </Button>
        <Button variant="light" size="sm" onClick={accept}>
          Accept All
        </Button>
      </div>
    </section>
  )
}
