import { logout } from '@/server/accounts/accounts'
import { ACCOUNT_MESSAGES } from '@/server/accounts/config'
import { clientAddress } from '@/server/http/client-ip'
import { respond } from '@/server/api/envelope'
import { route } from '@/server/api/handler'
import { requireAccount } from '@/server/auth/session'

export const POST = route(async (request, payload) => {
  const account = await requireAccount(payload, request)
  await logout(payload, account, clientAddress(request))
  return respond(200, null, ACCOUNT_MESSAGES.loggedOut)
})
