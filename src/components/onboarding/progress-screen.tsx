'use client'

import { ArrowRight, CircleCheck, Circle, Plus, Trash2 } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import type React from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { STEPS } from '@/lib/onboarding/catalog'
import { onboardingApi } from '@/lib/onboarding/client'
import { MAX_INVITEES } from '@/lib/onboarding/config'
import { dashboardPreview, workflowPreview } from '@/lib/onboarding/previews'
import { EMAIL_MESSAGE, EmailSchema } from '@/lib/onboarding/schemas'
import { currentSubStep, markStep, progressPercent, type OnboardingState } from '@/lib/onboarding/state'
import { getSession, updateState, type Session } from '@/lib/onboarding/store'

import { Field } from './field'
import { GateFallback, useGate } from './gate'
import { Card, ProgressLine } from './step-layout'

type SubStep = 'team' | 'workflow' | 'dashboard'

export function ProgressScreen() {
  const session = useGate()
  if (!session) return <GateFallback />
  return <ProgressBoard session={session} />
}

function ProgressBoard({ session }: { session: Session }) {
  const { state } = session
  const [subStep, setSubStep] = useState<SubStep>(() => currentSubStep(state.completedSteps))
  const percent = progressPercent(state.completedSteps)

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Set up your workspace</h1>
        <p className="mt-2 text-ink">A few last steps and your team can start working in ERPZ.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <Card className="h-fit">
          <h2 className="mb-4 text-lg font-bold">Your progress</h2>
          <ProgressLine percent={percent} className="mb-6" />
          <ol className="space-y-1" aria-label="Onboarding steps">
            {STEPS.map((step) => {
              const done = state.completedSteps[step.key]
              const active = step.key === subStep && !done
              return (
                <li
                  key={step.key}
                  className={cn('flex items-center gap-3 rounded-lg px-2 py-2 text-sm', active && 'bg-brand/5 font-semibold')}
                  aria-current={active ? 'step' : undefined}
                >
                  {done ? (
                    <CircleCheck aria-hidden className="size-5 shrink-0 text-success" />
                  ) : (
                    <Circle aria-hidden className={cn('size-5 shrink-0', active ? 'text-brand' : 'text-slate-400')} />
                  )}
                  <span className={cn('flex-1', done ? 'text-brand-dark' : 'text-ink')}>{step.label}</span>
                  <span className="sr-only">{done ? '(done)' : '(to do)'}</span>
                </li>
              )
            })}
          </ol>
        </Card>
        <Card>
          {subStep === 'team' ? (
            <TeamStep state={state} onDone={() => setSubStep('workflow')} />
          ) : subStep === 'workflow' ? (
            <WorkflowStep state={state} onDone={() => setSubStep('dashboard')} onBack={() => setSubStep('team')} />
          ) : (
            <DashboardStep state={state} onBack={() => setSubStep('workflow')} />
          )}
        </Card>
      </div>
    </div>
  )
}

function PanelHeading({ step, title, children }: { step: string; title: string; children: React.ReactNode }) {
  return (
    <div className="mb-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">{step}</p>
      <h2 className="mt-1 text-2xl font-bold">{title}</h2>
      <p className="mt-2 text-ink">{children}</p>
    </div>
  )
}

function TeamStep({ state, onDone }: { state: OnboardingState; onDone: () => void }) {
  const [rows, setRows] = useState<string[]>(state.team.length ? state.team : [''])
  const [errors, setErrors] = useState<Record<number, string>>({})
  const inputs = useRef<Array<HTMLInputElement | null>>([])

  function setRow(index: number, value: string) {
    setRows((current) => current.map((row, i) => (i === index ? value : row)))
    setErrors((current) => {
      const next = { ...current }
      delete next[index]
      return next
    })
  }

  function addRow() {
    if (rows.length >= MAX_INVITEES) return
    setRows((current) => [...current, ''])
    requestAnimationFrame(() => inputs.current[rows.length]?.focus())
  }

  function removeRow(index: number) {
    if (rows.length <= 1) return
    setRows((current) => current.filter((_, i) => i !== index))
    setErrors({})
  }

  function saveTeam(team: string[]) {
    updateState((s) => markStep({ ...s, team }, 'team'))
    onDone()
  }

  function onContinue(event: React.FormEvent) {
    event.preventDefault()
    const found: Record<number, string> = {}
    rows.forEach((row, index) => {
      if (row.trim() !== '' && !EmailSchema.safeParse(row).success) found[index] = EMAIL_MESSAGE
    })
    setErrors(found)
    const firstBad = Object.keys(found)[0]
    if (firstBad !== undefined) {
      inputs.current[Number(firstBad)]?.focus()
      return
    }
    const emails = rows.map((row) => row.trim().toLowerCase()).filter((row) => row !== '')
    saveTeam([...new Set(emails)])
  }

  return (
    <form onSubmit={onContinue} noValidate>
      <PanelHeading step="Step 5 of 7" title="Invite your team">
        Add the people who will plan, run and check production with you. They will get an email invitation when you
        complete setup.
      </PanelHeading>
      <div className="space-y-3">
        {rows.map((row, index) => (
          <div key={index} className="flex items-start gap-2">
            <Field
              className="flex-1"
              label={`Team member ${index + 1} email`}
              type="email"
              autoComplete="off"
              placeholder="colleague@company.com"
              value={row}
              error={errors[index]}
              ref={(el) => {
                inputs.current[index] = el
              }}
              onChange={(e) => setRow(index, e.target.value)}
            />
            {rows.length > 1 ? (
              <button
                type="button"
                onClick={() => removeRow(index)}
                aria-label={`Remove team member ${index + 1}`}
                className="mt-7 flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 ring-1 ring-slate-300 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            ) : null}
          </div>
        ))}
      </div>
      <button
        type="button"
        onClick={addRow}
        disabled={rows.length >= MAX_INVITEES}
        className="mt-4 inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand hover:bg-brand/5 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50"
      >
        <Plus aria-hidden className="size-4" /> Add another email
      </button>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={() => saveTeam([])}>
          Skip for Now
        </Button>
        <Button type="submit">
          Continue <ArrowRight aria-hidden className="size-4" />
        </Button>
      </div>
    </form>
  )
}

function WorkflowStep({ state, onDone, onBack }: { state: OnboardingState; onDone: () => void; onBack: () => void }) {
  const preview = workflowPreview(state.industry)
  return (
    <div>
      <PanelHeading step="Step 6 of 7" title="Create your first workflow">
        Here is a starting workflow for your shop floor. You can add stages, checklists and approvals later in the
        workflow builder.
      </PanelHeading>
      <div className="rounded-xl bg-surface p-5">
        <h3 className="mb-4 text-base font-bold">{preview.title}</h3>
        <ol className="grid gap-3 md:grid-cols-[1fr_auto_1fr_auto_1fr] md:items-center" aria-label="Workflow stages">
          {preview.stages.map((stage, index) => (
            <li key={stage.name} className="contents">
              <div className="rounded-lg border border-slate-200 bg-white p-4">
                <span className="mb-2 inline-flex size-7 items-center justify-center rounded-full bg-brand text-sm font-bold text-white">
                  {index + 1}
                </span>
                <p className="font-semibold text-brand-dark">{stage.name}</p>
                <p className="mt-1 text-sm text-ink">{stage.detail}</p>
              </div>
              {index < preview.stages.length - 1 ? (
                <ArrowRight aria-hidden className="mx-auto size-5 rotate-90 text-brand md:rotate-0" />
              ) : null}
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-8 flex justify-between gap-3">
        <Button type="button" variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button
          type="button"
          onClick={() => {
            updateState((s) => markStep(s, 'workflow'))
            onDone()
          }}
        >
          Continue
        </Button>
      </div>
    </div>
  )
}

function DashboardStep({ state, onBack }: { state: OnboardingState; onBack: () => void }) {
  const router = useRouter()
  const preview = dashboardPreview(state.role)
  const [busy, setBusy] = useState(false)
  // Kept across retries so a failure after the company exists does not create a second one.
  const companyId = useRef('')
  const missing = [
    !state.workspaceUrl && { label: 'Set Workspace URL', href: '/onboarding/workspace-url' },
    !state.industry && { label: 'Choose Industry', href: '/onboarding/industry' },
  ].filter((item): item is { label: string; href: string } => Boolean(item))

  async function completeSetup() {
    if (busy || missing.length) return
    setBusy(true)
    try {
      const current = getSession().state
      let workspaceId = current.workspaceId
      if (!workspaceId) {
        // The workspace-url step moves on even when creation failed (SPEC §4); create it now.
        const created = await onboardingApi.createWorkspace(current.workspaceUrl)
        if (!created.ok) return
        workspaceId = String(created.data.id)
        updateState((s) => markStep({ ...s, workspaceId, workspaceUrl: created.data.name || s.workspaceUrl }, 'workspaceUrl'))
      }
      if (!companyId.current) {
        const company = await onboardingApi.createCompany({
          name: current.workspaceUrl,
          industryType: current.industry ?? 'OTHER',
          workspace: workspaceId,
        })
        if (!company.ok) return
        companyId.current = String(company.data.id)
      }
      const linked = await onboardingApi.updateWorkspace(workspaceId, { company: companyId.current })
      if (!linked.ok) return
      if (current.team.length) {
        const invited = await onboardingApi.inviteTeam(current.team)
        if (!invited.ok) return
      }
      updateState((s) => markStep(s, 'dashboard'))
      router.push('/onboarding/complete')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div>
      <PanelHeading step="Step 7 of 7" title="Your dashboard">
        A preview of the {preview.title.toLowerCase()} you will see when you sign in. Live numbers appear as soon as
        your team starts recording work.
      </PanelHeading>
      <div className="rounded-xl bg-surface p-5">
        <h3 className="mb-4 text-base font-bold">{preview.title}</h3>
        <ul className="grid gap-3 sm:grid-cols-2">
          {preview.tiles.map((tile) => (
            <li key={tile.label} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="text-sm text-ink">{tile.label}</p>
              <p className="mt-1 text-2xl font-bold text-brand-dark">{tile.value}</p>
              <p className="mt-1 text-sm font-medium text-success">{tile.trend}</p>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-slate-600">Sample figures for illustration.</p>
      </div>
      {missing.length ? (
        <div role="alert" className="mt-6 rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          Before completing setup, please finish:{' '}
          {missing.map((item, i) => (
            <span key={item.href}>
              {i > 0 ? ', ' : ''}
              <Link href={item.href} className="font-semibold underline">
                {item.label}
              </Link>
            </span>
          ))}
        </div>
      ) : null}
      <div className="mt-8 flex justify-between gap-3">
        <Button type="button" variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="button" onClick={completeSetup} disabled={busy || missing.length > 0}>
          {busy ? 'Setting up…' : 'Complete Setup'}
        </Button>
      </div>
    </div>
  )
}
