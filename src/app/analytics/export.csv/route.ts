import config from '@payload-config'
import { getPayload } from 'payload'

import { exportAnalyticsCsv } from '@/server/analytics/export'

export const dynamic = 'force-dynamic'

/** The admin dashboard's analytics tables as CSV (issue 29, decision 182). */
export async function GET(request: Request) {
  const payload = await getPayload({ config })
  return exportAnalyticsCsv(payload, request)
}
