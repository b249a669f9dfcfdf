'use client'

import { MailCheck } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { track } from '@/lib/analytics/track'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/form-field'
import { NewPasswordFields } from '@/components/ui/new-password-fields'
import { PasswordField } from '@/components/ui/password-field'
import { applyServerErrors } from '@/components/ui/server-errors'
import { Tabs } from '@/components/ui/tabs'
import { ONBOARDING_EMAIL_KEY } from '@/config/behaviour'
import { leadMeta } from '@/lib/attribution/touch'
import { NO_RESPONSE_TOAST, OFFLINE_TOAST } from '@/lib/onboarding/api'
import { onboardingApi } from '@/lib/onboarding/client'
import type { SocialProvider } from '@/lib/onboarding/endpoints'
import { pathAfterLogin, signedIn, signedUp } from '@/lib/onboarding/state'
import { getInvitationCode, readLocal, setInvitationCode, setToken, updateState, useSession } from '@/lib/onboarding/store'
import { toast } from '@/lib/toast'
import type { SignInInput as SignInValues, SignInOutput, SignUpInput as SignUpValues, SignUpOutput } from '@/lib/validation/auth'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'

import { SocialButtons } from './social-buttons'
import { Card } from './step-layout'

type Tab = 'signup' | 'signin'

// The schemas (and zod) load on first focus of a form, not with the page (decision 067).
const loadSchemas = () => import('@/lib/validation/auth')

/** The schemas did not load: the API's own offline / no-answer toast (SPEC §8). */
function schemasUnavailable() {
  const { title, description } = navigator.onLine ? NO_RESPONSE_TOAST : OFFLINE_TOAST
  toast.error(title, { description })
}

const signUpResolver = lazyZodResolver<SignUpValues, SignUpOutput>(
  () => loadSchemas().then((m) => m.SignUpSchema),
  schemasUnavailable,
)
const signInResolver = lazyZodResolver<SignInValues, SignInOutput>(
  () => loadSchemas().then((m) => m.SignInSchema),
  schemasUnavailable,
)

/** The email captured on the home page, if any (SPEC §3 `erpz_onboarding_email`). */
function useCapturedEmail(apply: (email: string) => void) {
  const applyRef = useRef(apply)
  useEffect(() => {
    const email = readLocal(ONBOARDING_EMAIL_KEY)
    if (email) applyRef.current(email)
  }, [])
}

function SignUpForm({ invitationCode }: { invitationCode: string }) {
  const router = useRouter()
  const form = useForm<SignUpValues, unknown, SignUpOutput>({
    resolver: signUpResolver,
    defaultValues: { email: '', password: '', confirmPassword: '' },
  })
  const { register, handleSubmit, formState, setValue, getValues, setError } = form
  useCapturedEmail((email) => {
    if (!getValues('email')) setValue('email', email)
  })

  const onSubmit = handleSubmit(async (values) => {
    const result = await onboardingApi.register(values.email, values.password, invitationCode, leadMeta())
    if (!result.ok) {
      applyServerErrors(result.fieldErrors, ['email', 'password'], setError)
      return
    }
    setToken(result.data.token)
    track('sign_up')
    if (!invitationCode) {
      updateState((state) => signedUp(state, values.email))
      router.push('/onboarding/workspace-url')
      return
    }
    // An invitee joined an existing workspace at registration; the answer says which.
    setInvitationCode('')
    const { workspace } = result.data
    updateState((state) => signedIn(state, values.email, workspace))
    router.push(pathAfterLogin(workspace))
  })

  return (
    <form noValidate onSubmit={onSubmit} onFocus={signUpResolver.preload} className="space-y-5" aria-label="Sign up">
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <NewPasswordFields
        register={register}
        errors={formState.errors}
        placeholders={{ password: 'At least 8 characters', confirm: 'Repeat your password' }}
      />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  )
}

function SignInForm({ invitationCode }: { invitationCode: string }) {
  const router = useRouter()
  const form = useForm<SignInValues, unknown, SignInOutput>({
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
  })
  const { register, handleSubmit, formState, setValue, getValues, setError, setFocus, clearErrors } = form
  const [resetSentTo, setResetSentTo] = useState('')
  const [sendingReset, setSendingReset] = useState(false)
  useCapturedEmail((email) => {
    if (!getValues('email')) setValue('email', email)
  })

  const onSubmit = handleSubmit(async (values) => {
    const result = await onboardingApi.login(values.email, values.password, invitationCode)
    if (!result.ok) {
      applyServerErrors(result.fieldErrors, ['email', 'password'], setError)
      return
    }
    if (invitationCode) setInvitationCode('')
    setToken(result.data.token)
    updateState((state) => signedIn(state, values.email, result.data.workspace))
    router.push(pathAfterLogin(result.data.workspace))
  })

  async function forgotPassword() {
    const schemas = await loadSchemas().catch(() => null)
    if (!schemas) {
      schemasUnavailable()
      return
    }
    const email = schemas.EmailSchema.safeParse(getValues('email'))
    if (!email.success) {
      setError('email', { message: email.error.issues[0]?.message ?? 'Please enter a valid email address' })
      setFocus('email')
      return
    }
    clearErrors('email')
    setSendingReset(true)
    const result = await onboardingApi.forgotPassword(email.data)
    setSendingReset(false)
    if (result.ok) setResetSentTo(email.data)
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={signInResolver.preload} className="space-y-5" aria-label="Sign in">
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <div className="space-y-2">
        <PasswordField
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={forgotPassword}
            disabled={sendingReset}
            className="text-sm font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60"
          >
            {sendingReset ? 'Sending reset link…' : 'Forgot password?'}
          </button>
        </div>
      </div>
      <div role="status" aria-live="polite">
        {resetSentTo ? (
          <p className="flex gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200">
            <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              If an account exists for <strong>{resetSentTo}</strong>, we have sent it a link to reset the password.
              The link works once and expires in 1 hour.
            </span>
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Signing in…' : 'Sign In'}
      </Button>
      <p className="rounded-lg bg-surface p-3 text-sm text-ink">
        If you have already completed onboarding, then please sign in from your workspace url.
      </p>
    </form>
  )
}

const tabClass =
  'flex-1 rounded-md px-4 py-2 text-sm font-semibold text-ink transition-colors hover:text-brand-dark ' +
  'focus-visible:outline-2 focus-visible:outline-brand data-[state=active]:bg-white data-[state=active]:text-brand-dark data-[state=active]:shadow-sm'

/**
 * `initialTab` and `linkCode` come from the URL (?tab=signin, ?id=CODE), read by the page on the
 * server so the form is in the first HTML instead of appearing only after hydration;
 * `socialProviders` are the sign-in providers the server has configured (names only).
 */
export function AuthScreen({
  initialTab,
  linkCode,
  socialProviders,
}: {
  initialTab: Tab
  linkCode: string
  socialProviders: readonly SocialProvider[]
}) {
  const hydrated = useSession() !== null
  const [tab, setTab] = useState<Tab>(initialTab)

  // An invitation link (/onboarding/auth?id=CODE) is remembered for whichever way the user signs in.
  const invitationCode = linkCode || (hydrated ? getInvitationCode() : '')
  useEffect(() => {
    if (linkCode) setInvitationCode(linkCode)
  }, [linkCode])

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight">
          {tab === 'signup' ? 'Create your ERPZ account' : 'Welcome back'}
        </h1>
        <p className="mt-2 text-ink">
          {tab === 'signup'
            ? 'Start your free trial and set up your workspace in minutes.'
            : 'Sign in to continue setting up your workspace.'}
        </p>
        {invitationCode ? (
          <p className="mt-3 rounded-lg bg-brand/5 p-2 text-sm font-medium text-brand">
            You have been invited to a workspace — sign up or sign in to join it.
          </p>
        ) : null}
      </div>
      <Card>
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value === 'signin' ? 'signin' : 'signup')}>
          <Tabs.List aria-label="Sign up or sign in" className="mb-6 flex gap-1 rounded-lg bg-surface p-1">
            <Tabs.Trigger value="signup" className={tabClass}>
              Sign Up
            </Tabs.Trigger>
            <Tabs.Trigger value="signin" className={tabClass}>
              Sign In
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signup" className="focus-visible:outline-none">
            <SocialButtons configured={socialProviders} invitationCode={invitationCode} verb="Sign up" />
            <SignUpForm invitationCode={invitationCode} />
          </Tabs.Content>
          <Tabs.Content value="signin" className="focus-visible:outline-none">
            <SocialButtons configured={socialProviders} invitationCode={invitationCode} verb="Sign in" />
            <SignInForm invitationCode={invitationCode} />
          </Tabs.Content>
        </Tabs.Root>
      </Card>
    </div>
  )
}
