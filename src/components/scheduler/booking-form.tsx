'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'

import { applyServerErrors } from '@/components/ui/server-errors'
import { Honeypot } from '@/components/leads/honeypot'
import { Button } from '@/components/ui/button'
import { FormField, inputClass } from '@/components/ui/form-field'
import type { MeetingType } from '@/config/behaviour'
import { OnboardingCallSchema } from '@/lib/validation/booking'
import { DemoSchema } from '@/lib/validation/demo'
import { MAX_LENGTH } from '@/lib/validation/messages'

export type BookingFields = { fullName: string; email: string; companyName?: string; phoneNumber?: string; message?: string }

const FIELDS = ['fullName', 'email', 'companyName', 'phoneNumber', 'message'] as const

/** The demo form's fields with its shared schema and messages (an onboarding call asks fewer). */
export function BookingForm({
  type,
  prefill,
  slotLabel,
  honeypot,
  onHoneypot,
  onSubmit,
  onBack,
}: {
  type: MeetingType
  prefill: { name?: string; email?: string }
  slotLabel: string
  honeypot: string
  onHoneypot: (value: string) => void
  onSubmit: (values: BookingFields) => Promise<Record<string, string[]> | undefined>
  onBack: () => void
}) {
  const demo = type === 'demo'
  // Shown once a time is chosen, after this module has loaded (scheduler.tsx): the visitor goes on
  // at the first field.
  useEffect(() => {
    document.getElementById('booking-full-name')?.focus()
  }, [])
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BookingFields>({
    // Both schemas are the demo form's own; the server parses the same ones.
    resolver: zodResolver((demo ? DemoSchema : OnboardingCallSchema) as never),
    defaultValues: { fullName: prefill.name ?? '', email: prefill.email ?? '', companyName: '', phoneNumber: '', message: '' },
  })

  const submit = handleSubmit(async (values) => {
    const fieldErrors = await onSubmit(values)
    applyServerErrors(fieldErrors, FIELDS, setError)
  })

  return (
    <form onSubmit={submit} noValidate aria-label="Your details" className="relative space-y-4">
      <p className="rounded-lg bg-surface px-4 py-3 text-sm font-semibold text-brand-dark">{slotLabel}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="booking-full-name" label="Full name" error={errors.fullName?.message}>
          {(control) => <input {...control} {...register('fullName')} autoComplete="name" maxLength={MAX_LENGTH.name} className={inputClass} />}
        </FormField>
        <FormField id="booking-email" label="Work email" error={errors.email?.message}>
          {(control) => (
            <input {...control} {...register('email')} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} className={inputClass} />
          )}
        </FormField>
        {demo && (
          <FormField id="booking-company" label="Company name" error={errors.companyName?.message}>
            {(control) => (
              <input {...control} {...register('companyName')} autoComplete="organization" maxLength={MAX_LENGTH.company} className={inputClass} />
            )}
          </FormField>
        )}
        <FormField id="booking-phone" label="Phone number (optional)" error={errors.phoneNumber?.message}>
          {(control) => (
            <input {...control} {...register('phoneNumber')} type="tel" autoComplete="tel" maxLength={MAX_LENGTH.phone} className={inputClass} />
          )}
        </FormField>
      </div>
      {demo && (
        <FormField
          id="booking-message"
          label="What would you like to see?"
          hint="Required, at least 10 characters: your processes, modules of interest or questions."
          error={errors.message?.message}
        >
          {(control) => <textarea {...control} {...register('message')} rows={4} maxLength={MAX_LENGTH.message} className={inputClass} />}
        </FormField>
      )}
      <Honeypot id="booking-website" value={honeypot} onChange={onHoneypot} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Booking...' : 'Confirm booking'}
        </Button>
        <Button type="button" variant="secondary" onClick={onBack}>
          Choose another time
        </Button>
      </div>
    </form>
  )
}
