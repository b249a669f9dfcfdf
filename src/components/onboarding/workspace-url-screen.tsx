'use client'

import { CircleCheck, LoaderCircle, X } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import type React from 'react'

import { Button } from '@/components/ui/button'
import { cx } from '@/lib/cx'
import { onboardingApi } from '@/lib/onboarding/client'
import { WORKSPACE_CHECK_DEBOUNCE_MS, WORKSPACE_SUFFIX } from '@/lib/onboarding/config'
import {
  normalizeWorkspaceName,
  WORKSPACE_NAME_LENGTH,
  WORKSPACE_NAME_MESSAGES,
  workspaceNameProblem,
} from '@/lib/validation/messages'
import { markStep, progressPercent } from '@/lib/onboarding/state'
import { updateState, type Session } from '@/lib/onboarding/store'

import { GateFallback, useGate } from './gate'
import { StepLayout } from './step-layout'

type Status = 'short' | 'invalid' | 'checking' | 'available' | 'taken' | 'error'
type CheckResult = { name: string; status: 'available' | 'taken' | 'error' }

export function WorkspaceUrlScreen() {
  const session = useGate()
  if (!session) return <GateFallback />
  return <WorkspaceUrlForm session={session} />
}

function WorkspaceUrlForm({ session }: { session: Session }) {
  const router = useRouter()
  const { state } = session
  const inputRef = useRef<HTMLInputElement>(null)
  const messageId = useId()
  const [value, setValue] = useState(state.workspaceUrl)
  const [lastCheck, setLastCheck] = useState<CheckResult | null>(null)
  const [saving, setSaving] = useState(false)

  const problem = workspaceNameProblem(value)
  // The name of the workspace this account already has counts as available (SPEC §4).
  const isSaved = state.workspaceId !== '' && value === state.workspaceUrl
  const needsCheck = !problem && !isSaved
  let status: Status
  if (problem) status = problem.kind === 'too-short' ? 'short' : 'invalid'
  else if (isSaved) status = 'available'
  else status = lastCheck?.name === value ? lastCheck.status : 'checking'

  useEffect(() => {
    if (!needsCheck) return
    let cancelled = false
    const timer = window.setTimeout(async () => {
      const result = await onboardingApi.checkWorkspaceName(value)
      if (!cancelled) setLastCheck({ name: value, status: result.ok ? result.data : 'error' })
    }, WORKSPACE_CHECK_DEBOUNCE_MS)
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [value, needsCheck])

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (status !== 'available' || !value || saving) return
    setSaving(true)
    const name = value
    if (state.workspaceId && name === state.workspaceUrl) {
      updateState((s) => markStep(s, 'workspaceUrl'))
    } else if (state.workspaceId) {
      const result = await onboardingApi.updateWorkspace(state.workspaceId, { name })
      updateState((s) => (result.ok ? markStep({ ...s, workspaceUrl: name }, 'workspaceUrl') : s))
    } else {
      const result = await onboardingApi.createWorkspace(name)
      updateState((s) =>
        result.ok
          ? markStep({ ...s, workspaceUrl: result.data.name || name, workspaceId: String(result.data.id) }, 'workspaceUrl')
          : // Kept so Complete Setup can create the workspace if this attempt failed.
            { ...s, workspaceUrl: name },
      )
    }
    // SPEC §4: on to industry whatever the outcome (errors were toasted).
    router.push('/onboarding/industry')
  }

  function clear() {
    setValue('')
    inputRef.current?.focus()
  }

  const message: Record<Status, { text: string; tone: 'muted' | 'ok' | 'bad' }> = {
    short: { text: 'Use at least 3 characters: lowercase letters, numbers and hyphens.', tone: 'muted' },
    invalid: { text: problem?.message ?? '', tone: 'bad' },
    checking: { text: 'Checking availability…', tone: 'muted' },
    available: { text: `${value}${WORKSPACE_SUFFIX} is available.`, tone: 'ok' },
    taken: { text: WORKSPACE_NAME_MESSAGES.taken, tone: 'bad' },
    error: { text: 'We could not check this name right now. Please try again.', tone: 'bad' },
  }
  const shown = message[status]
  const invalid = status === 'invalid' || status === 'taken'

  return (
    <StepLayout
      title="Choose your workspace URL"
      description="This is the address your team will use to sign in to ERPZ. You can change it before setup is complete."
      percent={progressPercent(state.completedSteps)}
    >
      <form onSubmit={onSubmit} noValidate className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <label htmlFor="workspace-url" className="mb-2 block text-sm font-semibold text-brand-dark">
          Workspace URL
        </label>
        <div
          className={cx(
            'flex h-12 items-stretch overflow-hidden rounded-lg border bg-white focus-within:ring-2',
            invalid ? 'border-red-600 focus-within:ring-red-600/20' : 'border-slate-300 focus-within:border-brand focus-within:ring-brand/30',
            status === 'available' && 'border-success',
          )}
        >
          <span className="flex items-center border-r border-slate-200 bg-surface px-3 text-sm text-ink" aria-hidden>
            https://
          </span>
          <input
            ref={inputRef}
            id="workspace-url"
            name="workspace-url"
            value={value}
            onChange={(e) => setValue(normalizeWorkspaceName(e.target.value))}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="url"
            maxLength={WORKSPACE_NAME_LENGTH.max}
            placeholder="your-company"
            aria-invalid={invalid || undefined}
            aria-describedby={messageId}
            className="min-w-0 flex-1 px-3 text-base text-brand-dark placeholder:text-slate-500 focus:outline-none"
          />
          <span className="flex w-10 items-center justify-center">
            {status === 'checking' ? (
              <LoaderCircle aria-hidden data-testid="workspace-checking" className="size-5 animate-spin text-brand" />
            ) : status === 'available' ? (
              <CircleCheck aria-hidden data-testid="workspace-available" className="size-5 text-success" />
            ) : status === 'taken' ? (
              <button
                type="button"
                onClick={clear}
                aria-label="Clear workspace URL"
                className="flex size-8 items-center justify-center rounded-full bg-red-600 text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
              >
                <X aria-hidden className="size-4" />
              </button>
            ) : null}
          </span>
          <span className="flex items-center border-l border-slate-200 bg-surface px-3 text-sm text-ink" aria-hidden>
            {WORKSPACE_SUFFIX}
          </span>
        </div>
        <p
          id={messageId}
          aria-live="polite"
          className={cx(
            'mt-2 min-h-5 text-sm',
            shown.tone === 'ok' && 'font-medium text-success',
            shown.tone === 'bad' && 'font-medium text-red-700',
            shown.tone === 'muted' && 'text-slate-600',
          )}
        >
          {shown.text}
        </p>
        {value ? (
          <p className="mt-4 truncate rounded-lg bg-surface px-3 py-2 text-sm text-ink">
            Your address: <span className="font-semibold text-brand-dark">https://{value}{WORKSPACE_SUFFIX}</span>
          </p>
        ) : null}
        <Button type="submit" className="mt-6 w-full" disabled={status !== 'available' || !value || saving}>
          {saving ? 'Saving…' : 'Next: Select Industry'}
        </Button>
      </form>
    </StepLayout>
  )
}
