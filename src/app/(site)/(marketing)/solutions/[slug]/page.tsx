import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageHero } from '@/components/site/page-hero'
import { modulePath, modules } from '@/content/modules'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

export const dynamicParams = false

export function generateStaticParams() {
  return modules.map((m) => ({ slug: m.slug }))
}

function findModule(slug: string) {
  return modules.find((m) => m.slug === slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const mod = findModule((await params).slug)
  if (!mod) return {}
  const path = modulePath(mod.slug)
  return pageMetadata({ ...pageInfo(path), path })
}

export default async function SolutionPage({ params }: Props) {
  const mod = findModule((await params).slug)
  if (!mod) notFound()
  return <PageHero eyebrow={`For ${mod.persona}`} title={`${mod.module}: ${mod.navLabel}`} />
}
