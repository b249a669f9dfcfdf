import { ChangePasswordRequestSchema } from '@/lib/validation/auth'
import { changePassword } from '@/server/accounts/accounts'
import { ACCOUNT_MESSAGES } from '@/server/accounts/config'
import { readBody } from '@/server/api/body'
import { clientAddress } from '@/server/http/client-ip'
import { respond } from '@/server/api/envelope'
import { route } from '@/server/api/handler'
import { requireAccount } from '@/server/auth/session'

export const PUT = route(async (request, payload) => {
  const account = await requireAccount(payload, request)
  const input = await readBody(request, ChangePasswordRequestSchema)
  const result = await changePassword(payload, account, input, clientAddress(request))
  return respond(200, result, ACCOUNT_MESSAGES.passwordChanged)
})
