'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { COOKIE_BANNER_DELAY_MS } from '@/config/behaviour'
import type { SiteSettingsValue } from '@/globals/defaults'
import { rememberFirstTouch } from '@/lib/attribution/touch'

import { hasDecided, onCookieSettingsRequested, recordConsent, requestCookieSettings } from './cookie-consent'

const loadDialog = () => import('./cookie-settings-dialog')
const CookieSettingsDialog = lazy(() => loadDialog().then((module) => ({ default: module.CookieSettingsDialog })))

/**
 * The cookie banner (SPEC §4: after 1 s unless a choice is stored) and the one Cookie Settings
 * dialog, which the banner's button and the footer's both open. Closing the dialog without
 * saving leaves the banner up; saving records the choice and the banner stays away.
 */
export function CookieBanner({ text }: { text: SiteSettingsValue['cookieBanner'] }) {
  const [visible, setVisible] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)

  useEffect(() => onCookieSettingsRequested(() => setSettingsOpen(true)), [])

  useEffect(() => {
    // With Accept All on record: keeps this visit's landing when no first touch is stored.
    rememberFirstTouch()
    if (hasDecided()) return
    // Checked again when the delay is over: the footer's dialog may have recorded a choice meanwhile.
    const timer = window.setTimeout(() => setVisible(!hasDecided()), COOKIE_BANNER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  const acceptAll = () => {
    recordConsent('all')
    rememberFirstTouch()
    setVisible(false)
  }

  return (
    <>
      {visible ? (
        <section
          aria-label="Cookie consent"
          data-testid="cookie-banner"
          className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-3xl rounded-2xl bg-brand-dark p-5 text-white shadow-2xl sm:flex sm:items-center sm:gap-6"
        >
          <p className="text-sm leading-6">
            {text.text}{' '}
            <Link href={text.policyLinkHref} className="font-semibold underline">
              {text.policyLinkLabel}
            </Link>
            .
          </p>
          <div className="mt-4 flex shrink-0 gap-2 sm:mt-0">
            <Button variant="outlineLight" size="sm" onClick={() => setSettingsOpen(true)} onPointerEnter={loadDialog} onFocus={loadDialog}>
              {text.settingsLabel}
            </Button>
            <Button variant="light" size="sm" onClick={acceptAll}>
              {text.acceptLabel}
            </Button>
          </div>
        </section>
      ) : null}
      {settingsOpen ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            onClose={() => setSettingsOpen(false)}
            onSaved={() => {
              setSettingsOpen(false)
              setVisible(false)
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/** The footer's way back to the dialog after the banner is gone. */
export function CookieSettingsButton({ className, label }: { className?: string; label: string }) {
  return (
    <button type="button" className={className} onClick={requestCookieSettings} onPointerEnter={loadDialog} onFocus={loadDialog}>
      {label}
    </button>
  )
}
