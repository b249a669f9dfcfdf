import { Circle, CircleCheck } from '@/components/ui/icons'

import { cx } from '@/lib/cx'
import { STEPS } from '@/lib/onboarding/catalog'
import type { CompletedSteps } from '@/lib/onboarding/state'

/** The seven steps of SPEC §2, each done or to do; the sub-step on screen is the current one. */
export function StepChecklist({ completed, current }: { completed: CompletedSteps; current: string }) {
  return (
    <ol className="space-y-1" aria-label="Onboarding steps">
      {STEPS.map((step) => {
        const done = completed[step.key]
        const active = step.key === current && !done
        return (
          <li
            key={step.key}
            className={cx('flex items-center gap-3 rounded-lg px-2 py-2 text-sm', active && 'bg-brand/5 font-semibold')}
            aria-current={active ? 'step' : undefined}
          >
            {done ? (
              <CircleCheck aria-hidden className="size-5 shrink-0 text-success" />
            ) : (
              <Circle aria-hidden className={cx('size-5 shrink-0', active ? 'text-brand' : 'text-slate-400')} />
            )}
            <span className={cx('flex-1', done ? 'text-brand-dark' : 'text-ink')}>{step.label}</span>
            <span className="sr-only">{done ? '(done)' : '(to do)'}</span>
          </li>
        )
      })}
    </ol>
  )
}
