import { logout } from '@/server/accounts/accounts'
import { ACCOUNT_MESSAGES } from '@/server/accounts/config'
import { respond, workspaceEnvelope } from '@/server/platform/api/envelope'
import { endpoint } from '@/server/endpoint'

export const POST = endpoint({ envelope: workspaceEnvelope, auth: 'account' }, async ({ payload, account, client }) => {
  await logout(payload, account, client)
  return respond(200, null, ACCOUNT_MESSAGES.loggedOut)
})
