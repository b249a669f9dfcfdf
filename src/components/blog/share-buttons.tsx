'use client'

import { Link2 } from 'lucide-react'

import { toast } from '@/lib/toast'

const shareLink = 'inline-flex size-10 items-center justify-center rounded-full bg-white text-brand-dark ring-1 ring-slate-300 transition-colors hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-brand'

function Glyph({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden>
      <path d={d} />
    </svg>
  )
}

/** Plain share links (no third-party scripts) and a copy-link button. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Link copied!')
    } catch {
      toast.error('Could not copy the link')
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Share this article" role="group">
      <a className={shareLink} href={`https://www.facebook.com/sharer/sharer.php?u=${u}`} target="_blank" rel="noopener noreferrer" aria-label="Share on Facebook">
        <Glyph d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.9c0-.6.3-.9 1-.9z" />
      </a>
      <a className={shareLink} href={`https://twitter.com/intent/tweet?url=${u}&text=${t}`} target="_blank" rel="noopener noreferrer" aria-label="Share on Twitter">
        <Glyph d="M18.2 2.3h3.4l-7.4 8.4 8.7 11.5h-6.8l-5.3-7-6.1 7H1.3l7.9-9L.9 2.3h7l4.8 6.4 5.5-6.4zm-1.2 17.9h1.9L7.1 4.2H5.1L17 20.2z" />
      </a>
      <a className={shareLink} href={`https://www.linkedin.com/sharing/share-offsite/?url=${u}`} target="_blank" rel="noopener noreferrer" aria-label="Share on LinkedIn">
        <Glyph d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3V9.5zm7 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6.1V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.5z" />
      </a>
      <button type="button" onClick={copy} className={shareLink} aria-label="Copy link">
        <Link2 className="size-4" aria-hidden />
      </button>
    </div>
  )
}
