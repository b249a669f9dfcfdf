import { ResetPasswordRequestSchema } from '@/lib/validation/auth'
import { resetPassword } from '@/server/accounts/accounts'
import { ACCOUNT_MESSAGES } from '@/server/accounts/config'
import { readBody } from '@/server/api/body'
import { respond } from '@/server/api/envelope'
import { route } from '@/server/api/handler'
import { limitAuthRequest } from '@/server/auth/limits'

export const PUT = route(async (request, payload) => {
  const ip = limitAuthRequest(request)
  const input = await readBody(request, ResetPasswordRequestSchema)
  await resetPassword(payload, input, ip)
  return respond(200, null, ACCOUNT_MESSAGES.resetDone)
})
