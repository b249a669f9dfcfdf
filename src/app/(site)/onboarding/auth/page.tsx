import type { Metadata } from 'next'

import { AuthScreen } from '@/components/onboarding/auth-screen'
import { firstParam, type SearchParams } from '@/lib/search-params'
import { pageMetadata } from '@/lib/seo'

const path = '/onboarding/auth'
const meta = pageMetadata({
  title: 'Sign up or sign in',
  description: 'Create your ERPZ account with email, Google or Microsoft and set up your workspace in minutes. 3-month free trial, no credit card required.',
  path,
})

// Every "Start Free Trial" leads here, so this one onboarding screen is public and indexed
// (decision 064); the steps after it belong to one signed-in visitor and stay noindex.
export const metadata: Metadata = { ...meta, title: { absolute: String(meta.title) }, robots: { index: true, follow: true } }


export default async function AuthPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  return <AuthScreen initialTab={firstParam(params.tab) === 'signin' ? 'signin' : 'signup'} linkCode={firstParam(params.id)} />
}
