'use client'

import { RefreshRouteOnSave as PayloadRefresh } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/** Re-renders the server-rendered preview when the admin saves (autosave included). Preview route only. */
export function RefreshRouteOnSave() {
  const router = useRouter()
  // The admin that frames this page is served from this very origin.
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return <PayloadRefresh refresh={() => router.refresh()} serverURL={origin} />
}
