'use client'

import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Field, FormField, inputClass } from '@/components/ui/form-field'
import { applyServerErrors } from '@/components/ui/server-errors'
import { toast } from '@/lib/toast'
import type { Contact, ContactInput } from '@/lib/validation/contact'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import { MAX_LENGTH } from '@/lib/validation/messages'

import { Honeypot } from './honeypot'
import { type FormPlacement, goToThankYouPage, useLeadSubmit } from './lead-client'

const EMPTY: ContactInput = { name: '', email: '', company: '', message: '' }

const sendFailed = () => toast.error('Error', { description: 'Failed to send message. Please try again.' })

// The schema (and zod) load on the form's first focus, not with the page (decision 067).
const resolver = lazyZodResolver<ContactInput, Contact>(() => import('@/lib/validation/contact').then((m) => m.ContactSchema), sendFailed)

export function ContactForm({ placement }: { placement?: FormPlacement } = {}) {
  const { submit, honeypot, setHoneypot } = useLeadSubmit('contact', placement?.campaignLabel)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, Contact>({ resolver, defaultValues: EMPTY })

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit(values)
    if (result.ok) {
      if (goToThankYouPage(placement)) return
      toast.success('Message Sent', { description: placement?.successMessage || "We'll get back to you as soon as possible." })
      reset(EMPTY)
      return
    }
    applyServerErrors(result.errors, ['name', 'email', 'company', 'message'], setError)
    sendFailed()
  })

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate aria-label="Contact form" className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name?.message} {...register('name')} autoComplete="name" maxLength={MAX_LENGTH.name} />
        <Field id="contact-email" label="Email" error={errors.email?.message}
          {...register('email')} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} />
      </div>
      <Field id="contact-company" label="Company" error={errors.company?.message}
        {...register('company')} autoComplete="organization" maxLength={MAX_LENGTH.company} />
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        {(control) => (
          <textarea
            {...control}
            {...register('message')}
            rows={6}
            maxLength={MAX_LENGTH.message}
            placeholder="How can we help?"
            className={inputClass}
          />
        )}
      </FormField>
      <Honeypot id="contact-website" value={honeypot} onChange={setHoneypot} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
