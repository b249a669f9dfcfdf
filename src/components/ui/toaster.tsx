'use client'

import { Toaster as Sonner } from 'sonner'

/** The app's toast outlet; `toast.error` is the destructive variant. */
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton toastOptions={{ duration: 5000 }} />
}
