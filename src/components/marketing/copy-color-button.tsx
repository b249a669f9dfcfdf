'use client'

import { Copy } from 'lucide-react'

import { toast } from '@/lib/toast'

/** Copies a colour's hex value to the clipboard and confirms with a toast. */
export function CopyColorButton({ name, hex }: { name: string; hex: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(hex)
      toast.success(`Copied ${hex}`, { description: `${name} is on your clipboard.` })
    } catch {
      toast.error('Could not copy', { description: `Copy ${hex} by hand instead.` })
    }
  }
  return (
    <button
      type="button"
      onClick={copy}
      className="inline-flex items-center gap-2 rounded-md px-2 py-1 font-mono text-sm font-semibold text-brand-dark ring-1 ring-slate-300 hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      aria-label={`Copy ${name} ${hex}`}
    >
      {hex} <Copy aria-hidden className="size-4" />
    </button>
  )
}
