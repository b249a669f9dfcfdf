'use client'

import { CalendarDays, ClipboardList } from 'lucide-react'
import { useMemo, useState, useSyncExternalStore } from 'react'

import { FormLoading, lazyForm } from '@/components/ui/lazy-part'
import { Tabs } from '@/components/ui/tabs'
import { ONBOARDING_EMAIL_KEY } from '@/config/behaviour'
import { noSubscription } from '@/lib/no-subscription'

import { Scheduler } from '@/components/scheduler/scheduler'

import { SchedulerEmbed } from './scheduler-embed'

/**
 * The request form (react-hook-form and its schema) is the second tab: its code loads when the
 * visitor points at or opens that tab, not with the page (issue 18).
 */
const { Component: DemoForm, preload: preloadDemoForm } = lazyForm(
  () => import('./demo-form'),
  (module) => module.DemoForm,
)

const triggerClass =
  'inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-4 py-3 text-sm font-semibold text-ink transition-colors ' +
  'hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ' +
  'data-[state=active]:bg-white data-[state=active]:text-brand data-[state=active]:shadow-sm sm:text-base'

type Prefill = { name?: string; email?: string }

const DEMO_MODE = { kind: 'book', type: 'demo' } as const

/** Name and email known from a link (?name=&email=) or from an onboarding visit on this device. */
function readPrefill(): string {
  const params = new URLSearchParams(window.location.search)
  let storedEmail: string | null = null
  try {
    storedEmail = window.localStorage.getItem(ONBOARDING_EMAIL_KEY)
  } catch {
    storedEmail = null
  }
  const prefill: Prefill = {}
  const name = params.get('name')
  const email = params.get('email') ?? storedEmail
  if (name) prefill.name = name.slice(0, 100)
  if (email) prefill.email = email.slice(0, 254)
  return Object.keys(prefill).length ? JSON.stringify(prefill) : ''
}

/** "Schedule Directly" (default) and "Request via Form" (SPEC §2). */
export function DemoBookingTabs({ schedulerUrl }: { schedulerUrl?: string }) {
  const [tab, setTab] = useState('schedule')
  const prefillKey = useSyncExternalStore(noSubscription, readPrefill, () => '')
  const prefill = useMemo(() => (prefillKey ? (JSON.parse(prefillKey) as Prefill) : {}), [prefillKey])

  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="mx-auto max-w-4xl">
      <Tabs.List aria-label="How would you like to book?" className="flex gap-2 rounded-xl bg-surface p-1.5">
        <Tabs.Trigger value="schedule" className={triggerClass}>
          <CalendarDays aria-hidden="true" className="size-5" /> Schedule Directly
        </Tabs.Trigger>
        <Tabs.Trigger value="form" className={triggerClass} onIntent={preloadDemoForm}>
          <ClipboardList aria-hidden="true" className="size-5" /> Request via Form
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="schedule" className="mt-8 focus-visible:outline-none">
        {schedulerUrl ? (
          <SchedulerEmbed url={schedulerUrl} prefill={prefill} />
        ) : (
          <Scheduler mode={DEMO_MODE} prefill={prefill} />
        )}
      </Tabs.Content>
      <Tabs.Content value="form" className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 focus-visible:outline-none sm:p-10">
        <h2 className="text-2xl font-bold">Request a demo</h2>
        <p className="mb-8 mt-2 text-ink">Tell us a little about your operation and when suits you best.</p>
        <FormLoading className="py-10">
          <DemoForm />
        </FormLoading>
      </Tabs.Content>
    </Tabs.Root>
  )
}
