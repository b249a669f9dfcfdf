import { handleTokenRequest } from '@/server/leads/http'

export const dynamic = 'force-dynamic'

export function GET() {
  return handleTokenRequest()
}
