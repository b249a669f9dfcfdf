import type React from 'react'

import { cn } from '@/lib/cn'

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-brand-dark shadow-sm ' +
  'placeholder:text-slate-500 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 ' +
  'aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/30 disabled:bg-slate-100'

export type FieldControlProps = {
  id: string
  'aria-invalid': boolean
  'aria-describedby'?: string
}

type FormFieldProps = {
  id: string
  label: React.ReactNode
  error?: string
  hint?: React.ReactNode
  className?: string
  /** Renders the control with the id and ARIA wiring that ties it to its label, hint and error. */
  children: (control: FieldControlProps) => React.ReactNode
}

/** One labelled form control: label, optional hint, and an error the control announces. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-dark">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
