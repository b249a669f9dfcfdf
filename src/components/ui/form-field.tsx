import { useId } from 'react'
import type React from 'react'

import { cx } from '@/lib/cx'

/** The one look of a text control (input, textarea, select) on every form of the site. */
export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-brand-dark shadow-sm ' +
  'placeholder:text-slate-500 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 ' +
  'aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/30 disabled:bg-slate-100'

export type FieldControlProps = {
  id: string
  'aria-invalid': true | undefined
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

/**
 * One labelled form control: label, optional hint, and an error that is announced when it appears
 * (a server's answer sets it without moving focus) and read again with the control.
 */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-dark">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string
  error?: string
  hint?: React.ReactNode
  /** Rendered inside the input box, after the input (e.g. a show/hide button). */
  trailing?: React.ReactNode
  ref?: React.Ref<HTMLInputElement>
}

/** A `FormField` around a plain input: the common case. */
export function Field({ label, error, hint, trailing, className, id, ref, ...input }: FieldProps) {
  const autoId = useId()
  return (
    <FormField id={id ?? autoId} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input ref={ref} {...control} className={cx(inputClass, trailing ? 'pr-12' : undefined)} {...input} />
          {trailing}
        </div>
      )}
    </FormField>
  )
}
