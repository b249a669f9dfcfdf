import { LoginRequestSchema } from '@/lib/validation/auth'
import { loginWithPassword } from '@/server/accounts/accounts'
import { ACCOUNT_MESSAGES } from '@/server/accounts/config'
import { readBody } from '@/server/api/body'
import { respond } from '@/server/api/envelope'
import { route } from '@/server/api/handler'
import { limitAuthRequest } from '@/server/auth/limits'

export const POST = route(async (request, payload) => {
  const ip = limitAuthRequest(request)
  const input = await readBody(request, LoginRequestSchema)
  const { workspace, token } = await loginWithPassword(payload, input, ip)
  return respond(200, { workspace, token }, ACCOUNT_MESSAGES.loggedIn)
})
