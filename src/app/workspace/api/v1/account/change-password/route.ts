import { ChangePasswordRequestSchema } from '@/lib/validation/auth'
import { changePassword } from '@/server/accounts/accounts'
import { ACCOUNT_MESSAGES } from '@/server/accounts/config'
import { respond, workspaceEnvelope } from '@/server/platform/api/envelope'
import { authLimit } from '@/server/auth/limits'
import { endpoint } from '@/server/endpoint'

export const PUT = endpoint(
  { envelope: workspaceEnvelope, auth: 'account', limits: [authLimit], body: ChangePasswordRequestSchema },
  async ({ payload, account, body, client }) =>
    respond(200, await changePassword(payload, account, body, client), ACCOUNT_MESSAGES.passwordChanged),
)
