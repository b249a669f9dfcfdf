import type { Metadata } from 'next'

import { AuthScreen } from '@/components/onboarding/auth-screen'
import { firstParam, type SearchParams } from '@/lib/search-params'
import { pageMetadata } from '@/lib/seo'
import { configuredProviders, PROVIDER_LABELS } from '@/server/auth/oidc'

const path = '/onboarding/auth'

// Every "Start Free Trial" leads here, so this one onboarding screen is public and indexed
// (decision 064); the steps after it belong to one signed-in visitor and stay noindex.
export function generateMetadata(): Metadata {
  const ways = ['email', ...configuredProviders().map((provider) => PROVIDER_LABELS[provider])]
  const how = ways.length === 1 ? 'your email' : `${ways.slice(0, -1).join(', ')} or ${ways.at(-1)}`
  const meta = pageMetadata({
    title: 'Sign up or sign in',
    description: `Create your ERPZ account with ${how} and set up your workspace in minutes. 3-month free trial, no credit card required.`,
    path,
  })
  return { ...meta, title: { absolute: String(meta.title) }, robots: { index: true, follow: true } }
}

export default async function AuthPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  return (
    <AuthScreen
      initialTab={firstParam(params.tab) === 'signin' ? 'signin' : 'signup'}
      linkCode={firstParam(params.id)}
      socialProviders={configuredProviders()}
    />
  )
}
