'use client'

/**
 * The app's toasts. sonner (about 12 KB gzip) is not part of the page load: the outlet fetches it on
 * the visitor's first interaction (a focused field, a pressed button), so it is in place before any
 * form or button can ask for a toast, even if the network drops in between ("No internet
 * connection" must still show). `toast.error` is the destructive variant. A toast asked for before
 * the outlet is ready waits for it, so none is lost.
 */
type ToastOptions = { description?: string }
type Kind = 'success' | 'error'

let requestOutlet: (() => void) | undefined
let outletWanted = false
let markOutletReady: () => void = () => {}
const outletReady = new Promise<void>((resolve) => {
  markOutletReady = resolve
})

let sonner: Promise<typeof import('sonner')> | undefined
/** sonner's module, fetched once; a failed fetch (offline) is retried by the next caller. */
export function loadSonner(): Promise<typeof import('sonner')> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined
    throw error
  })
  return sonner
}

/** Called by the outlet: `mount` loads and renders sonner's Toaster. */
export function registerToastOutlet(mount: () => void): void {
  requestOutlet = mount
  if (outletWanted) mount()
}

/** Called by the outlet once sonner's Toaster is rendered and listening. */
export function toastOutletReady(): void {
  markOutletReady()
}

/**
 * Every toast shares one id, so a new one replaces the one on screen: an action that reports
 * several steps (Complete Setup: company, workspace, invitations) shows one toast, the last.
 */
const TOAST_ID = 'erpz-toast'

function show(kind: Kind, title: string, options?: ToastOptions): void {
  outletWanted = true
  requestOutlet?.()
  Promise.all([loadSonner(), outletReady]).then(
    ([{ toast }]) => toast[kind](title, { ...options, id: TOAST_ID }),
    (error: unknown) => console.warn('toast could not be shown', title, error),
  )
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
}
