'use client'

import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react'

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
  const banner = useRef<HTMLElement>(null)

  useEffect(() => onCookieSettingsRequested(() => setSettingsOpen(true)), [])

  useEffect(() => {
    // With Accept All on record: keeps this visit's landing when no first touch is stored.
    rememberFirstTouch()
    if (hasDecided()) return
    // Checked again when the delay is over: the footer's dialog may have recorded a choice meanwhile.
    const timer = window.setTimeout(() => setVisible(!hasDecided()), COOKIE_BANNER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  const clearance = useClearanceFor(banner, visible)

  const acceptAll = () => {
    recordConsent('all')
    rememberFirstTouch()
    setVisible(false)
  }

  return (
    <>
      {visible && clearance > 0 ? <div aria-hidden="true" data-testid="cookie-banner-clearance" style={{ height: clearance }} /> : null}
      {visible ? (
        <section
          ref={banner}
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

/**
 * While the banner is `shown`, the page keeps clear of it (issue 44: at 375 px it covered a landing
 * page's form). Returns the height a spacer after the footer takes, so the page's last content can
 * scroll above the banner (added at the page's end, it moves nothing already laid out); and a field
 * that takes focus behind the banner is scrolled above it (WCAG 2.4.11, focus not obscured; the
 * root's scroll padding does the same for the browser's own scrolling to a target).
 */
function useClearanceFor(banner: RefObject<HTMLElement | null>, shown: boolean): number {
  const [clearance, setClearance] = useState(0)
  useEffect(() => {
    const element = banner.current
    if (!shown || !element) return
    const root = document.documentElement
    const before = root.style.scrollPaddingBottom
    const fit = () => {
      // The banner floats 16 px above the bottom edge (bottom-4); 16 px of air above it.
      const height = Math.ceil(element.getBoundingClientRect().height) + 32
      root.style.scrollPaddingBottom = `${height}px`
      setClearance(height)
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(element)
    // The browser scrolls a focused element into view only when it is outside the viewport, and one
    // behind the banner is inside it: lift it above the banner.
    const lift = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof Element) || element.contains(target)) return
      // After the browser's own scrolling to it, if any; at once, whatever the page's smooth scrolling.
      window.requestAnimationFrame(() => {
        const overlap = target.getBoundingClientRect().bottom - (element.getBoundingClientRect().top - 16)
        if (overlap > 0) window.scrollBy({ top: overlap, behavior: 'instant' })
      })
    }
    document.addEventListener('focusin', lift)
    return () => {
      observer.disconnect()
      document.removeEventListener('focusin', lift)
      root.style.scrollPaddingBottom = before
      setClearance(0)
    }
  }, [banner, shown])
  return clearance
}

/** The footer's way back to the dialog after the banner is gone. */
export function CookieSettingsButton({ className, label }: { className?: string; label: string }) {
  return (
    <button type="button" className={className} onClick={requestCookieSettings} onPointerEnter={loadDialog} onFocus={loadDialog}>
      {label}
    </button>
  )
}
