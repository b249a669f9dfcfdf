'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { track } from '@/lib/analytics/track'
import { Button } from '@/components/ui/button'
import { onboardingApi } from '@/lib/onboarding/client'
import { dashboardPreview } from '@/lib/onboarding/previews'
import { markStep, type OnboardingState } from '@/lib/onboarding/state'
import { getSession, updateState } from '@/lib/onboarding/store'

import { PanelHeading } from './panel-heading'

/**
 * Step 7: the dashboard preview and Complete Setup, which creates what the earlier steps could not
 * (the workspace), then the company, links them and sends the invitations; each call's failure
 * was toasted and a retry picks up where it stopped.
 */
export function DashboardStep({ state, onBack }: { state: OnboardingState; onBack: () => void }) {
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
      track('workspace_ready')
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
