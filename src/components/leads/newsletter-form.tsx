'use client'

import { CheckCircle2 } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { inputClass } from '@/components/ui/form-field'
import { toast } from '@/lib/toast'
import { cx } from '@/lib/cx'
import { MAX_LENGTH } from '@/lib/validation/messages'

import { Honeypot } from './honeypot'
import { type FormPlacement, goToThankYouPage, useLeadSubmit } from './lead-client'

/**
 * The shared schema (and the schema library under it, 17 KiB gzip) is loaded when the visitor
 * reaches for the form, not with the page: the form sits below the fold (decision 144).
 */
const loadSchema = () => import('@/lib/validation/newsletter').then((module) => module.NewsletterSchema)

/**
 * Newsletter sign-up; the browser checks the email (SPEC §5), the shared schema checks again. The
 * address is confirmed from an email (decision 170): SPEC's toast, and beside the form the ask.
 */
export function NewsletterForm({ className, dark, placement }: { className?: string; dark?: boolean; placement?: FormPlacement }) {
  const id = useId()
  const { submit, honeypot, setHoneypot } = useLeadSubmit('newsletter', placement?.campaignLabel)
  const [email, setEmail] = useState('')
  const [subscribing, setSubscribing] = useState(false)
  const [subscribed, setSubscribed] = useState(false)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubscribing(true)
    const schema = await loadSchema().catch(() => null)
    const parsed = schema?.safeParse({ email })
    if (!parsed?.success) {
      // No schema (the script could not be fetched) or an address the schema refuses.
      setSubscribing(false)
      toast.error('Failed to subscribe. Please try again.')
      return
    }
    const result = await submit(parsed.data)
    setSubscribing(false)
    if (result.ok) {
      if (goToThankYouPage(placement)) return
      setEmail('')
      setSubscribed(true)
      toast.success(placement?.successMessage || 'Successfully subscribed to our newsletter!')
    } else {
      toast.error('Failed to subscribe. Please try again.')
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => void loadSchema().catch(() => undefined)}
      onPointerEnter={() => void loadSchema().catch(() => undefined)}
      aria-label="Newsletter sign-up"
      className={cx('relative', className)}
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          maxLength={MAX_LENGTH.email}
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={cx(inputClass, 'sm:flex-1')}
        />
        <Honeypot id={`${id}-website`} value={honeypot} onChange={setHoneypot} />
        <Button type="submit" disabled={subscribing} variant={dark ? 'accent' : 'primary'}>
          {subscribing ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <p role="status" className={cx('mt-3 flex items-center gap-2 text-sm', dark ? 'text-slate-200' : 'text-success')}>
        {subscribed && (
          <>
            <CheckCircle2 aria-hidden="true" className="size-4" /> Check your inbox to confirm.
          </>
        )}
      </p>
    </form>
  )
}
