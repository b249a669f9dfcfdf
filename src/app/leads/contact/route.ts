import { handleLeadRequest } from '@/server/leads/http'

export const dynamic = 'force-dynamic'

export function POST(request: Request) {
  return handleLeadRequest(request, 'contact')
}
