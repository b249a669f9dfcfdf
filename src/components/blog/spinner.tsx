/** Fills the viewport so the footer does not show and then jump away when the content streams in. */
export function BlogSpinner() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center pt-24">
      <span className="size-10 animate-spin rounded-full border-4 border-indigo-100 border-t-brand" aria-hidden />
      <span className="sr-only">Loading…</span>
    </div>
  )
}
