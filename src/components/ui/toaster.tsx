'use client'

import type React from 'react'
import { useEffect, useState } from 'react'

import { loadSonner, registerToastOutlet, toastOutletReady } from './toast'

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
            return <Sonner position="top-right" richColors closeButton toastOptions={{ duration: 5000 }} />
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
