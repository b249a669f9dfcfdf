import type React from 'react'

import { cx } from '@/lib/cx'

type StepLayoutProps = {
  /** e.g. "Step 2 of 5" */
  eyebrow?: string
  title: string
  description?: React.ReactNode
  percent?: number
  wide?: boolean
  children: React.ReactNode
}

/** The frame of one onboarding screen: progress line, heading, and a white card. */
export function StepLayout({ eyebrow, title, description, percent, wide, children }: StepLayoutProps) {
  return (
    <div className={cx('mx-auto w-full px-4 py-10 sm:px-6 sm:py-14', wide ? 'max-w-5xl' : 'max-w-xl')}>
      {percent !== undefined ? <ProgressLine percent={percent} className="mb-8" /> : null}
      <div className="mb-8 text-center">
        {eyebrow ? <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand">{eyebrow}</p> : null}
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {description ? <p className="mx-auto mt-3 max-w-2xl text-base text-ink">{description}</p> : null}
      </div>
      {children}
    </div>
  )
}

export function ProgressLine({ percent, className }: { percent: number; className?: string }) {
  return (
    <div className={className}>
      <div className="mb-1.5 flex justify-between text-sm font-medium text-ink">
        <span id="onboarding-progress-label">Setup progress</span>
        <span>{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="onboarding-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}

export function Card({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div className={cx('rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8', className)}>{children}</div>
  )
}
