'use client'

import type React from 'react'
import { useEffect, useState } from 'react'

import { registerToastOutlet, toastOutletReady } from './toast'

/** The app's toast outlet: renders sonner's Toaster once the first toast asks for it (see ./toast). */
export function Toaster() {
  const [Outlet, setOutlet] = useState<React.ComponentType | null>(null)

  useEffect(() => {
    registerToastOutlet(() => {
      void import('sonner').then(({ Toaster: Sonner }) => {
        setOutlet(() => function ToastOutlet() {
          return <Sonner position="top-right" richColors closeButton toastOptions={{ duration: 5000 }} />
        })
      })
    })
  }, [])

  // Effects run child first: sonner's Toaster is subscribed by the time this one runs.
  useEffect(() => {
    if (Outlet) toastOutletReady()
  }, [Outlet])

  return Outlet ? <Outlet /> : null
}
