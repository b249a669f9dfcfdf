import { ResetPasswordRequestSchema } from '@/lib/validation/auth'
import { resetPassword } from '@/server/accounts/accounts'
import { ACCOUNT_MESSAGES } from '@/server/accounts/config'
import { respond, workspaceEnvelope } from '@/server/platform/api/envelope'
import { authLimit } from '@/server/auth/limits'
import { endpoint } from '@/server/endpoint'

export const PUT = endpoint(
  { envelope: workspaceEnvelope, limits: [authLimit], body: ResetPasswordRequestSchema },
  async ({ payload, body, client }) => {
    await resetPassword(payload, body, client)
    return respond(200, null, ACCOUNT_MESSAGES.resetDone)
  },
)
