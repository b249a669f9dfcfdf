'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { NewPasswordFields } from '@/components/ui/new-password-fields'
import { toast } from '@/lib/toast'
import { onboardingApi } from '@/lib/onboarding/client'
import { readLoginWorkspace } from '@/lib/onboarding/endpoints'
import { ResetPasswordSchema, type ResetPasswordValues } from '@/lib/validation/auth'
import { pathAfterLogin, signedIn } from '@/lib/onboarding/state'
import { setToken, updateState } from '@/lib/onboarding/store'

import { Card } from './step-layout'

export function ResetPasswordScreen() {
  const router = useRouter()
  const resetToken = useSearchParams().get('token') ?? ''
  const [failure, setFailure] = useState('')
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setFailure('')
    const result = await onboardingApi.resetPassword(resetToken, values.password)
    if (!result.ok) {
      setFailure(result.message)
      return
    }
    toast.success('Success', { description: result.message })
    const data = result.data
    // When the API signs the user straight in, continue where the account stands; otherwise sign in.
    if (data?.token && data.email) {
      const email = data.email
      const workspace = readLoginWorkspace((data as { workspace?: unknown }).workspace)
      setToken(data.token)
      updateState((s) => signedIn(s, email, workspace))
      router.push(pathAfterLogin(workspace))
    } else {
      router.push('/onboarding/auth?tab=signin')
    }
  })

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Reset your password</h1>
        <p className="mt-2 text-ink">Choose a new password of at least 8 characters.</p>
      </div>
      <Card>
        {resetToken ? (
          <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Reset password">
            <NewPasswordFields register={register} errors={formState.errors} label="New password" />
            {failure ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
                {failure}{' '}
                <Link href="/onboarding/auth?tab=signin" className="underline">
                  Request a new link
                </Link>
              </p>
            ) : null}
            <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving…' : 'Set New Password'}
            </Button>
          </form>
        ) : (
          <div role="alert" className="space-y-4 text-center">
            <p className="text-ink">This reset link is incomplete. Please use the full link from the email, or request a new one.</p>
            <Button asChild variant="secondary">
              <Link href="/onboarding/auth?tab=signin">Back to Sign In</Link>
            </Button>
          </div>
        )}
      </Card>
    </div>
  )
}
