'use client'

import { createContext, useContext, useId, type KeyboardEvent, type ReactNode } from 'react'

/**
 * Tabs after the WAI-ARIA tabs pattern: a `tablist` of `tab` buttons with one tab stop (the
 * selected tab), Left/Right arrows (wrapping), Home and End move and select, and the selected
 * `tabpanel` is the only one rendered. Same parts and `data-state` attributes as Radix Tabs, which
 * cost about 6 KB gzip (roving focus, collection, presence) for our two-tab switches (decision 067).
 */

type TabsContextValue = { value: string; select: (value: string) => void; baseId: string }

const TabsContext = createContext<TabsContextValue | null>(null)

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext)
  if (!context) throw new Error(`Tabs.${part} must be inside Tabs.Root`)
  return context
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`

function Root({
  value,
  onValueChange,
  className,
  children,
}: {
  value: string
  onValueChange: (value: string) => void
  className?: string
  children: ReactNode
}) {
  const baseId = useId()
  return (
    <TabsContext.Provider value={{ value, select: onValueChange, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  )
}

function List({ className, children, ...aria }: { className?: string; children: ReactNode; 'aria-label': string }) {
  const { select } = useTabs('List')

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'))
    const current = tabs.indexOf(event.target as HTMLButtonElement)
    if (current === -1 || tabs.length === 0) return
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (current - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    const target = tabs[next]
    target?.focus()
    if (target?.dataset.value) select(target.dataset.value)
  }

  return (
    <div role="tablist" aria-orientation="horizontal" className={className} onKeyDown={onKeyDown} {...aria}>
      {children}
    </div>
  )
}

/** `onIntent`: the pointer is over the tab or it has focus; a tab whose panel loads its code starts here. */
function Trigger({
  value,
  className,
  children,
  onIntent,
}: {
  value: string
  className?: string
  children: ReactNode
  onIntent?: () => void
}) {
  const { value: selected, select, baseId } = useTabs('Trigger')
  const active = value === selected
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={active}
      aria-controls={active ? panelId(baseId, value) : undefined}
      tabIndex={active ? 0 : -1}
      data-state={active ? 'active' : 'inactive'}
      data-value={value}
      className={className}
      onClick={() => select(value)}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {children}
    </button>
  )
}

function Content({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const { value: selected, baseId } = useTabs('Content')
  if (value !== selected) return null
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      tabIndex={0}
      data-state="active"
      className={className}
    >
      {children}
    </div>
  )
}

export const Tabs = { Root, List, Trigger, Content }
