import type React from 'react'

/** The heading of a progress sub-step: "Step N of 7", its title and what it is for. */
export function PanelHeading({ step, title, children }: { step: string; title: string; children: React.ReactNode }) {
  return (
    <div className="mb-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">{step}</p>
      <h2 className="mt-1 text-2xl font-bold">{title}</h2>
      <p className="mt-2 text-ink">{children}</p>
    </div>
  )
}
