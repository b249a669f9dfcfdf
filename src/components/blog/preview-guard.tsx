'use client'

import { useEffect } from 'react'

/** Keeps a reviewer on the preview: the browser's Back button returns to this same page. */
export function PreviewBackTrap() {
  useEffect(() => {
    window.history.pushState({ erpzPreview: true }, '', window.location.href)
    const stay = () => window.history.pushState({ erpzPreview: true }, '', window.location.href)
    window.addEventListener('popstate', stay)
    return () => window.removeEventListener('popstate', stay)
  }, [])
  return null
}
