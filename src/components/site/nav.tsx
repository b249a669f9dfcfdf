'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { SvgImage } from '@/components/ui/svg-image'
import { cx } from '@/lib/cx'
import { SCROLL_SOLID_THRESHOLD_PX } from '@/config/behaviour'
import type { HeaderValue } from '@/globals/defaults'

/**
 * The menu icons, rendered on the server and passed in, so the browser gets three small SVGs and
 * not the icon library's runtime (decision 144). `marketing/layout.tsx` passes `navIcons`.
 */
export type NavIcons = { menu: React.ReactNode; close: React.ReactNode; chevron: React.ReactNode }

/**
 * The header. Its words and links come from the header global (issue 31), read on the server by the
 * marketing layout and passed in as data, so this component's code holds no copy.
 */
export function Nav({ icons, header }: { icons: NavIcons; header: HeaderValue }) {
  const { navItems: links, solutionsMenu, secondaryCta, primaryCta } = header
  const solutionLinks = solutionsMenu.links
  const pathname = usePathname()
  const [scrolled, setScrolled] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const [mobileSolutionsOpen, setMobileSolutionsOpen] = useState(false)
  const [desktopSolutionsOpen, setDesktopSolutionsOpen] = useState(false)
  const desktopMenuRef = useRef<HTMLDivElement>(null)
  const mobileMenuId = useId()
  const mobileSolutionsId = useId()
  const desktopSolutionsId = useId()

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_SOLID_THRESHOLD_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  useEffect(() => {
    if (!desktopSolutionsOpen) return
    const onPointer = (event: PointerEvent) => {
      if (!desktopMenuRef.current?.contains(event.target as Node)) setDesktopSolutionsOpen(false)
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDesktopSolutionsOpen(false)
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [desktopSolutionsOpen])

  const closeAll = () => {
    setMenuOpen(false)
    setMobileSolutionsOpen(false)
    setDesktopSolutionsOpen(false)
  }

  const transparent = pathname === '/' && !scrolled && !menuOpen
  const linkClass = (href: string) =>
    cx(
      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
      transparent ? 'text-white hover:bg-white/10' : 'text-brand-dark hover:bg-surface',
      pathname === href && 'underline underline-offset-8',
    )

  return (
    <header
      data-testid="site-nav"
      data-solid={transparent ? 'false' : 'true'}
      className={cx(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-200',
        transparent ? 'bg-transparent' : 'bg-white',
        scrolled && 'shadow-md',
      )}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Link href="/" className="flex items-center" onClick={closeAll}>
          <SvgImage
            src={transparent ? '/brand/erpz-logo-white.svg' : '/brand/erpz-logo.svg'}
            alt="ERPZ home"
            width={128}
            height={36}
            priority
          />
        </Link>

        <div className="hidden items-center gap-1 lg:flex">
          <div className="relative" ref={desktopMenuRef}>
            <button
              type="button"
              className={cx(linkClass('/solutions'), 'inline-flex items-center gap-1')}
              aria-expanded={desktopSolutionsOpen}
              aria-controls={desktopSolutionsId}
              onClick={() => setDesktopSolutionsOpen((open) => !open)}
            >
              {solutionsMenu.label} {icons.chevron}
            </button>
            <ul
              id={desktopSolutionsId}
              hidden={!desktopSolutionsOpen}
              className="absolute left-0 top-full mt-2 w-64 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
            >
              {solutionLinks.map((link, index) => (
                <li key={`${index}-${link.href}`}>
                  <Link
                    href={link.href}
                    onClick={closeAll}
                    className="block rounded-md px-3 py-2 text-sm text-brand-dark hover:bg-surface"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          {links.map((link, index) => (
            <Link key={`${index}-${link.href}`} href={link.href} className={linkClass(link.href)}>
              {link.label}
            </Link>
          ))}
        </div>

        <div className="hidden items-center gap-2 lg:flex">
          <Button data-cta asChild variant={transparent ? 'outlineLight' : 'secondary'} size="sm">
            <Link href={secondaryCta.href}>{secondaryCta.label}</Link>
          </Button>
          <Button data-cta asChild size="sm">
            <Link href={primaryCta.href}>{primaryCta.label}</Link>
          </Button>
        </div>

        <button
          type="button"
          className={cx('rounded-md p-2 lg:hidden', transparent ? 'text-white' : 'text-brand-dark')}
          aria-expanded={menuOpen}
          aria-controls={mobileMenuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? icons.close : icons.menu}
        </button>
      </nav>

      <div id={mobileMenuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white px-4 pb-6 lg:hidden">
        <ul className="flex flex-col gap-1 py-3">
          <li>
            <button
              type="button"
              className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left font-medium text-brand-dark hover:bg-surface"
              aria-expanded={mobileSolutionsOpen}
              aria-controls={mobileSolutionsId}
              onClick={() => setMobileSolutionsOpen((open) => !open)}
            >
              {solutionsMenu.label}
              <span aria-hidden className={cx('inline-flex transition-transform', mobileSolutionsOpen && 'rotate-180')}>
                {icons.chevron}
              </span>
            </button>
            <ul id={mobileSolutionsId} hidden={!mobileSolutionsOpen} className="ml-3 border-l border-slate-200 pl-3">
              {solutionLinks.map((link, index) => (
                <li key={`${index}-${link.href}`}>
                  <Link href={link.href} onClick={closeAll} className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-surface">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          {links.map((link, index) => (
            <li key={`${index}-${link.href}`}>
              <Link href={link.href} onClick={closeAll} className="block rounded-md px-3 py-2 font-medium text-brand-dark hover:bg-surface">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2">
          <Button data-cta asChild variant="secondary">
            <Link href={secondaryCta.href} onClick={closeAll}>{secondaryCta.label}</Link>
          </Button>
          <Button data-cta asChild>
            <Link href={primaryCta.href} onClick={closeAll}>{primaryCta.label}</Link>
          </Button>
        </div>
      </div>
    </header>
  )
}
