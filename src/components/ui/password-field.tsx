'use client'

import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'

import { Field, type FieldProps } from './form-field'

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
