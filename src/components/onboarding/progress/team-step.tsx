'use client'

import { ArrowRight, Plus, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import type React from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/form-field'
import { markStep, type OnboardingState } from '@/lib/onboarding/state'
import { updateState } from '@/lib/onboarding/store'
import { EmailSchema } from '@/lib/validation/auth'
import { EMAIL_MESSAGE, MAX_INVITATIONS_PER_REQUEST as MAX_INVITEES } from '@/lib/validation/messages'

import { PanelHeading } from './panel-heading'

/** Step 5: invite rows (blank ones dropped, bad ones refused inline), or skip. */
export function TeamStep({ state, onDone }: { state: OnboardingState; onDone: () => void }) {
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
