import { notFound } from 'next/navigation'

import { logger } from '@/server/log'

type Props = { params: Promise<{ missing: string[] }> }

/** Any path no route claims: log it, then show the not-found page with status 404. */
export default async function MissingPage({ params }: Props) {
  const { missing } = await params
  logger.warn({ path: `/${missing.join('/')}` }, 'page not found')
  notFound()
}
