import config from '@payload-config'
import { getPayload } from 'payload'

import { exportLeadsCsv } from '@/server/leads/export'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const payload = await getPayload({ config })
  return exportLeadsCsv(payload, request)
}
