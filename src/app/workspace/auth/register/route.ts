import { RegisterRequestSchema } from '@/lib/validation/auth'
import { registerAccount } from '@/server/accounts/accounts'
import { ACCOUNT_MESSAGES } from '@/server/accounts/config'
import { readBody } from '@/server/api/body'
import { respond } from '@/server/api/envelope'
import { route } from '@/server/api/handler'
import { limitAuthRequest } from '@/server/auth/limits'

export const POST = route(async (request, payload) => {
  const ip = limitAuthRequest(request)
  const input = await readBody(request, RegisterRequestSchema)
  const result = await registerAccount(payload, input, ip)
  return respond(201, result, ACCOUNT_MESSAGES.registered)
})
