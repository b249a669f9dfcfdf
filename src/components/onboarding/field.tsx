'use client'

import { Eye, EyeOff } from 'lucide-react'
import { useId, useState } from 'react'
import type React from 'react'

import { cn } from '@/lib/cn'

export const inputClass =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-brand-dark placeholder:text-slate-500 ' +
  'focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20'

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string
  error?: string
  hint?: React.ReactNode
  /** Rendered inside the input box, after the input (e.g. a show/hide button). */
  trailing?: React.ReactNode
  ref?: React.Ref<HTMLInputElement>
}

/** One labelled input whose error is announced and tied to it with aria-describedby. */
export function Field({ label, error, hint, trailing, className, id, ref, ...input }: FieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-brand-dark">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, trailing ? 'pr-12' : '')}
          {...input}
        />
        {trailing}
      </div>
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

type PasswordFieldProps = Omit<FieldProps, 'type' | 'trailing'>

/** A password input with a show/hide toggle whose accessible name says what it does. */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  const toggleLabel = `${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`
  return (
    <Field
      label={label}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      {...props}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={toggleLabel}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      }
    />
  )
}
