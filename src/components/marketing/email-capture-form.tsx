'use client'

import { useRouter } from 'next/navigation'
import { useId } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { ONBOARDING_EMAIL_KEY } from '@/config/behaviour'

import { isCapturableEmail } from './email-capture'

/** `icon` comes rendered from the server, so the icon library's runtime stays off the page (decision 144). */
type Props = { label: string; placeholder: string; button: string; icon: React.ReactNode }

/**
 * Home email capture. The browser's own email check is switched off (noValidate) so that every
 * invalid value reaches the rule from SPEC §5 and its toast, instead of a browser bubble.
 */
export function EmailCaptureForm({ label, placeholder, button, icon }: Props) {
  const router = useRouter()
  const inputId = useId()

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('email')
    const email = typeof value === 'string' ? value.trim() : ''
    if (!isCapturableEmail(email)) {
      toast.error('Invalid email', { description: 'Please enter a valid email address' })
      return
    }
    localStorage.setItem(ONBOARDING_EMAIL_KEY, email)
    router.push('/onboarding/workspace-url')
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row" data-testid="email-capture">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        id={inputId}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={placeholder}
        className="h-12 flex-1 rounded-lg border border-slate-300 bg-white px-4 text-base text-brand-dark placeholder:text-slate-500 focus:border-brand focus:outline-2 focus:outline-offset-1 focus:outline-brand"
      />
      <Button data-cta type="submit" size="lg">
        {button} {icon}
      </Button>
    </form>
  )
}
