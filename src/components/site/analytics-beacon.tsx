'use client'

import { useEffect } from 'react'

import { BEACON_SRC } from '@/lib/analytics/events'

/**
 * Loads the analytics beacon (public/beacon.js, decision 181) once the page has loaded and the
 * browser is idle, so it is never part of the first paint or of the page's own start-up work.
 * The beacon keeps counting client-side navigations itself; this component only loads it.
 */
export function AnalyticsBeacon() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const insert = () => {
      if (document.querySelector(`script[src="${BEACON_SRC}"]`)) return
      const script = document.createElement('script')
      script.src = BEACON_SRC
      script.async = true
      document.head.appendChild(script)
    }
    const whenIdle = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(insert, { timeout: 4000 })
      else timer = setTimeout(insert, 1000)
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      clearTimeout(timer)
    }
  }, [])
  return null
}
