'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Link } from '@/components/ui/link'
import { essentialStorage, optionalStorage, type StoredItem } from '@/content/site-storage'
import { forgetFirstTouch } from '@/lib/attribution/touch'

import { type CookieConsent, readConsent, recordConsent } from './cookie-consent'

const CHOICE_TEXT: Record<CookieConsent['choice'], string> = { all: 'Accept all', essential: 'Essential only' }

function savedOn(consent: CookieConsent): string {
  const date = new Date(consent.decidedAt)
  return Number.isNaN(date.getTime()) ? '' : `, saved on ${date.toLocaleDateString('en-US', { dateStyle: 'long' })}`
}

function StoredItemRow({ item, testId }: { item: StoredItem; testId: string }) {
  return (
    <li className="py-3 text-sm" data-testid={testId}>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        {item.names.map((name) => (
          <code key={name} className="rounded bg-surface px-1.5 py-0.5 font-mono text-xs text-brand-dark">
            {name}
          </code>
        ))}
        <span className="text-xs font-medium text-ink">{item.kind}</span>
      </p>
      <p className="mt-1 leading-6 text-ink">{item.purpose}</p>
      <p className="mt-0.5 text-xs text-ink">
        <span className="font-semibold">Kept:</span> {item.lifetime}
      </p>
    </li>
  )
}

/**
 * Cookie Settings: what the site keeps in the browser (src/content/site-storage.ts) and the
 * visitor's choice. Loaded when first opened, so Radix Dialog is not part of every page's script.
 */
export function CookieSettingsDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const [consent] = useState(readConsent)

  function save() {
    recordConsent('essential')
    forgetFirstTouch()
    onSaved()
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title="Cookie settings"
      description="What this site keeps in your browser, and why. We use no analytics or advertising cookies; one optional item is kept only if you accept all."
    >
      <div
        role="region"
        aria-label="What the site stores"
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand sm:px-6"
      >
        <div className="flex items-center justify-between gap-3">
          <h3 className="text-base font-bold text-brand-dark">Essential</h3>
          <p className="rounded-full bg-green-50 px-3 py-1 text-xs font-semibold text-green-900 ring-1 ring-green-200">Always on</p>
        </div>
        <ul className="mt-3 divide-y divide-slate-200" data-testid="stored-items">
          {essentialStorage.map((item) => (
            <StoredItemRow key={item.names.join()} item={item} testId="stored-item" />
          ))}
        </ul>
        <h3 className="mt-4 text-base font-bold text-brand-dark">Optional</h3>
        <p className="mt-1 text-sm leading-6 text-ink">
          Kept only when you choose Accept All; saving Essential only here deletes it. More in our{' '}
          <Link href="/cookie-policy" onClick={onClose} className="font-semibold text-brand underline">
            Cookie Policy
          </Link>
          .
        </p>
        <ul className="mt-1 divide-y divide-slate-200" data-testid="optional-items">
          {optionalStorage.map((item) => (
            <StoredItemRow key={item.names.join()} item={item} testId="optional-item" />
          ))}
        </ul>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-sm text-ink" data-testid="cookie-choice">
          {consent ? `Your choice: ${CHOICE_TEXT[consent.choice]}${savedOn(consent)}.` : 'You have not made a choice yet.'}
        </p>
        <Button onClick={save}>Save my choice</Button>
      </div>
    </Dialog>
  )
}
