'use client'

import type React from 'react'
import { useEffect, useState } from 'react'

import { TOAST_OFFSET_PX } from '@/config/behaviour'

import { loadSonner, registerToastOutlet, toastOutletReady } from '@/lib/toast'

const FIRST_INTERACTION = ['focusin', 'pointerdown', 'keydown'] as const

/** The app's toast outlet: renders sonner's Toaster from the first interaction on (see ./toast). */
export function Toaster() {
  const [Outlet, setOutlet] = useState<React.ComponentType | null>(null)

  useEffect(() => {
    let started = false
    const mount = () => {
      if (started) return
      started = true
      loadSonner().then(
        ({ Toaster: Sonner }) =>
          setOutlet(() => function ToastOutlet() {
            // Below the header, never over the nav's buttons or the onboarding Live Help button.
            return (
              <Sonner
                position="top-right"
                offset={{ top: TOAST_OFFSET_PX.desktop }}
                mobileOffset={{ top: TOAST_OFFSET_PX.mobile }}
                richColors
                closeButton
                toastOptions={{ duration: 5000 }}
              />
            )
          }),
        () => {
          started = false // offline: the next interaction or toast tries again
        },
      )
    }
    registerToastOutlet(mount)
    for (const type of FIRST_INTERACTION) document.addEventListener(type, mount, { once: true, capture: true, passive: true })
    return () => {
      for (const type of FIRST_INTERACTION) document.removeEventListener(type, mount, { capture: true })
    }
  }, [])

  // Effects run child first: sonner's Toaster is subscribed by the time this one runs.
  useEffect(() => {
    if (Outlet) toastOutletReady()
  }, [Outlet])

  return Outlet ? <Outlet /> : null
}
