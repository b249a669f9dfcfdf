'use client'

import { Check, type LucideIcon } from 'lucide-react'
import { RadioGroup } from 'radix-ui'

import { cx } from '@/lib/cx'

export type Choice<T extends string> = { id: T; label: string; description?: string; Icon: LucideIcon }

type ChoiceGridProps<T extends string> = {
  label: string
  choices: ReadonlyArray<Choice<T>>
  value: T | null
  onChange: (value: T) => void
  columns: string
}

/** Cards as one radio group: Tab enters it, arrow keys move, Space selects. */
export function ChoiceGrid<T extends string>({ label, choices, value, onChange, columns }: ChoiceGridProps<T>) {
  return (
    <RadioGroup.Root
      aria-label={label}
      value={value ?? ''}
      onValueChange={(next) => {
        const choice = choices.find((c) => c.id === next)
        if (choice) onChange(choice.id)
      }}
      className={cx('grid gap-3', columns)}
    >
      {choices.map(({ id, label: choiceLabel, description, Icon }) => (
        <RadioGroup.Item
          key={id}
          value={id}
          className={cx(
            'group relative flex items-center gap-2.5 rounded-xl border bg-white p-3 text-left transition-all sm:p-3.5',
            'hover:border-brand/60 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
            'data-[state=checked]:border-brand data-[state=checked]:bg-brand/5 data-[state=checked]:ring-1 data-[state=checked]:ring-brand',
            'border-slate-200',
            description ? 'items-start' : '',
          )}
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-surface text-brand group-data-[state=checked]:bg-brand group-data-[state=checked]:text-white">
            <Icon aria-hidden className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-[0.9375rem] font-semibold text-brand-dark [overflow-wrap:anywhere]">{choiceLabel}</span>
            {description ? <span className="mt-0.5 block text-sm text-ink">{description}</span> : null}
          </span>
          <RadioGroup.Indicator className="absolute right-2 top-2 flex size-5 items-center justify-center rounded-full bg-brand text-white">
            <Check aria-hidden className="size-3.5" />
          </RadioGroup.Indicator>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  )
}
