'use client'

import { ArrowRight } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { workflowPreview } from '@/lib/onboarding/previews'
import { markStep, type OnboardingState } from '@/lib/onboarding/state'
import { updateState } from '@/lib/onboarding/store'

import { PanelHeading } from './panel-heading'

/** Step 6: the starting workflow for the chosen industry (a static preview). */
export function WorkflowStep({ state, onDone, onBack }: { state: OnboardingState; onDone: () => void; onBack: () => void }) {
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
