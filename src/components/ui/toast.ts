'use client'

/**
 * The app's toasts. sonner (about 12 KB gzip) is downloaded with the first toast instead of with
 * every page: most visits never show one. `toast.error` is the destructive variant.
 * The outlet is `<Toaster />` in the root layout; a toast waits until the outlet has mounted, so
 * none is lost to the download.
 */
type ToastOptions = { description?: string }
type Kind = 'success' | 'error'

let requestOutlet: (() => void) | undefined
let outletWanted = false
let markOutletReady: () => void = () => {}
const outletReady = new Promise<void>((resolve) => {
  markOutletReady = resolve
})

/** Called by the outlet: `mount` loads and renders sonner's Toaster. */
export function registerToastOutlet(mount: () => void): void {
  requestOutlet = mount
  if (outletWanted) mount()
}

/** Called by the outlet once sonner's Toaster is rendered and listening. */
export function toastOutletReady(): void {
  markOutletReady()
}

function show(kind: Kind, title: string, options?: ToastOptions): void {
  outletWanted = true
  requestOutlet?.()
  void Promise.all([import('sonner'), outletReady]).then(([sonner]) => {
    sonner.toast[kind](title, options)
  })
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
}
