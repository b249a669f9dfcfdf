'use client'

/**
 * In place of a part whose code could not be fetched (offline, a deploy in between): says so and
 * offers a reload. For `lazy()` parts: `lazy(() => load().then(pick, () => ({ default: LoadFailed })))`.
 */
export function LoadFailed() {
  return (
    <div role="alert" className="py-10 text-center">
      <p className="text-ink">The form could not be loaded. Please check your connection and try again.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 font-semibold text-brand underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Reload the page
      </button>
    </div>
  )
}
