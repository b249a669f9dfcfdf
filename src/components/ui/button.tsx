import React from 'react'

import { cx } from '@/lib/cx'

const variants = {
  primary: 'bg-brand text-white hover:bg-brand/90 focus-visible:outline-brand',
  secondary: 'bg-white text-brand-dark ring-1 ring-slate-300 hover:bg-surface focus-visible:outline-brand',
  /** For dark backgrounds: white outline. */
  outlineLight: 'bg-transparent text-white ring-1 ring-white/70 hover:bg-white/10 focus-visible:outline-white',
  /** For dark backgrounds: solid white. */
  light: 'bg-white text-brand-dark hover:bg-indigo-50 focus-visible:outline-white',
  accent: 'bg-accent text-white hover:bg-accent/90 focus-visible:outline-accent',
} as const

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-12 px-7 text-lg',
  /** Large, for a label that may wrap onto two lines on a phone: at least as tall as `lg`. */
  lgWrap: 'min-h-12 px-7 py-3 text-lg',
} as const

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
  /** Render the child (e.g. a Link) with button styling instead of a <button>. */
  asChild?: boolean
}

export function Button({ variant = 'primary', size = 'md', asChild, className, children, ...props }: ButtonProps) {
  const classes = cx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  )
  if (asChild) {
    // The one child (a link) gets the button's look; a few lines instead of Radix Slot's 1.8 KiB
    // gzip in every page's browser code (decision 144). Of the other props only `data-*` ones (the
    // analytics beacon's `data-cta`, decision 181) are passed on; the rest are for <button>.
    const child = React.Children.only(children)
    if (!React.isValidElement<{ className?: string }>(child)) throw new Error('Button asChild needs one element child')
    const data = Object.fromEntries(Object.entries(props).filter(([name]) => name.startsWith('data-')))
    return React.cloneElement(child, { ...data, className: cx(classes, child.props.className) })
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  )
}
