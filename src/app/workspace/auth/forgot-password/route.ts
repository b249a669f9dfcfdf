import { ForgotPasswordRequestSchema } from '@/lib/validation/auth'
import { requestPasswordReset } from '@/server/accounts/accounts'
import { ACCOUNT_MESSAGES } from '@/server/accounts/config'
import { readBody } from '@/server/api/body'
import { respond } from '@/server/api/envelope'
import { route } from '@/server/api/handler'
import { limitAuthRequest } from '@/server/auth/limits'

export const POST = route(async (request, payload) => {
  const ip = limitAuthRequest(request)
  const { email } = await readBody(request, ForgotPasswordRequestSchema)
  await requestPasswordReset(payload, email, ip)
  return respond(200, null, ACCOUNT_MESSAGES.forgotPassword)
})
