import type React from 'react'

import { socialLoginUrl, type SocialProvider } from '@/lib/onboarding/endpoints'

function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9H1.3v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.8V6.5H1.3a12 12 0 0 0 0 11l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.5l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z" />
    </svg>
  )
}

function MicrosoftMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5">
      <path fill="#F25022" d="M1 1h10.5v10.5H1z" />
      <path fill="#7FBA00" d="M12.5 1H23v10.5H12.5z" />
      <path fill="#00A4EF" d="M1 12.5h10.5V23H1z" />
      <path fill="#FFB900" d="M12.5 12.5H23V23H12.5z" />
    </svg>
  )
}

const providers: Array<{ id: SocialProvider; label: string; Mark: () => React.JSX.Element }> = [
  { id: 'google', label: 'Google', Mark: GoogleMark },
  { id: 'microsoft', label: 'Microsoft', Mark: MicrosoftMark },
]

/**
 * Full-page links to the API's social sign-in; the invitation code travels as `id`. Only the
 * providers the server has configured (`configured`, read on the server) get a button; with none,
 * nothing is shown, not even the "or continue with email" divider.
 */
export function SocialButtons({
  configured,
  invitationCode,
  verb,
}: {
  configured: readonly SocialProvider[]
  invitationCode: string
  verb: 'Sign up' | 'Sign in'
}) {
  const shown = providers.filter(({ id }) => configured.includes(id))
  if (shown.length === 0) return null
  return (
    <>
      <div className="grid gap-3">
        {shown.map(({ id, label, Mark }) => (
          // A plain anchor: the API answers with a redirect to the provider, not a page of this app.
          <a
            key={id}
            href={socialLoginUrl(id, invitationCode)}
            className="inline-flex h-11 items-center justify-center gap-2.5 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-dark transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <Mark />
            <span>
              {verb} with {label}
            </span>
          </a>
        ))}
      </div>
      <OrDivider />
    </>
  )
}

function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-slate-600" aria-hidden>
      <span className="h-px flex-1 bg-slate-200" />
      or continue with email
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  )
}
