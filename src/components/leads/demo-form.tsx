'use client'

import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Field, FormField, inputClass } from '@/components/ui/form-field'
import { applyServerErrors } from '@/components/ui/server-errors'
import { toast } from '@/lib/toast'
import type { Demo, DemoInput } from '@/lib/validation/demo'
import { DEFAULT_TIME_SLOT, TIME_SLOT_LABELS, TIME_SLOTS } from '@/lib/validation/demo-slots'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import { MAX_LENGTH } from '@/lib/validation/messages'

import { Honeypot } from './honeypot'
import { type FormPlacement, goToThankYouPage, useLeadSubmit } from './lead-client'

const EMPTY: DemoInput = {
  fullName: '',
  email: '',
  companyName: '',
  phoneNumber: '',
  timeSlot: DEFAULT_TIME_SLOT,
  message: '',
}

const sendFailed = () => toast.error('Failed to submit demo request. Please try again.')

// The schema (and zod) load on the form's first focus, not with the page (decision 067).
const resolver = lazyZodResolver<DemoInput, Demo>(() => import('@/lib/validation/demo').then((m) => m.DemoSchema), sendFailed)

const FIELDS = ['fullName', 'email', 'companyName', 'phoneNumber', 'timeSlot', 'message'] as const

export function DemoForm({ placement }: { placement?: FormPlacement } = {}) {
  const { submit, honeypot, setHoneypot } = useLeadSubmit('demo', placement?.campaignLabel)
  const [submitted, setSubmitted] = useState(false)
  const thanksHeading = useRef<HTMLHeadingElement>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<DemoInput, unknown, Demo>({ resolver, defaultValues: EMPTY })

  useEffect(() => {
    if (submitted) thanksHeading.current?.focus()
  }, [submitted])

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit(values)
    if (result.ok) {
      if (goToThankYouPage(placement)) return
      toast.success('Demo request submitted successfully!')
      setSubmitted(true)
      return
    }
    applyServerErrors(result.errors, FIELDS, setError)
    sendFailed()
  })

  function requestAnother() {
    reset(EMPTY)
    setSubmitted(false)
    window.setTimeout(() => setFocus('fullName'), 0)
  }

  if (submitted) {
    return (
      <div className="rounded-2xl bg-surface px-6 py-12 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success" />
        <h3 ref={thanksHeading} tabIndex={-1} className="mt-4 text-2xl font-bold focus:outline-none">
          Thank You!
        </h3>
        <p className="mx-auto mt-3 max-w-md text-ink">
          {placement?.successMessage || 'Your demo request is in. Our team will contact you within one business day to confirm a time.'}
        </p>
        <Button type="button" className="mt-8" onClick={requestAnother}>
          Request Another Demo
        </Button>
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate aria-label="Demo request form" className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="demo-full-name" label="Full name"
          error={errors.fullName?.message} {...register('fullName')} autoComplete="name" maxLength={MAX_LENGTH.name} />
        <Field id="demo-email" label="Work email"
          error={errors.email?.message} {...register('email')} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} />
        <Field id="demo-company" label="Company name"
          error={errors.companyName?.message} {...register('companyName')} autoComplete="organization" maxLength={MAX_LENGTH.company} />
        <Field id="demo-phone" label="Phone number
          (optional)" error={errors.phoneNumber?.message} {...register('phoneNumber')} type="tel" autoComplete="tel" maxLength={MAX_LENGTH.phone} />
      </div>
      <FormField id="demo-time-slot" label="Preferred time slot" error={errors.timeSlot?.message}>
        {(control) => (
          <select {...control} {...register('timeSlot')} className={inputClass}>
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {TIME_SLOT_LABELS[slot]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="demo-message"
        label="What would you like to see?"
        hint="Required, at least 10 characters: your processes, modules of interest or questions."
        error={errors.message?.message}
      >
        {(control) => (
          <textarea {...control} {...register('message')} rows={5} maxLength={MAX_LENGTH.message} className={inputClass} />
        )}
      </FormField>
      <Honeypot id="demo-website" value={honeypot} onChange={setHoneypot} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Processing...' : 'Request Demo'}
      </Button>
    </form>
  )
}
