import { handleCspReport } from '@/server/platform/http/csp-report'

export const dynamic = 'force-dynamic'

/** Where browsers report Content-Security-Policy violations (decision 152). */
export function POST(request: Request) {
  return handleCspReport(request)
}
