import { ForgotPasswordRequestSchema } from '@/lib/validation/auth'
import { requestPasswordReset } from '@/server/accounts/reset-mail'
import { ACCOUNT_MESSAGES } from '@/server/accounts/config'
import { respond, workspaceEnvelope } from '@/server/platform/api/envelope'
import { authLimit } from '@/server/auth/limits'
import { endpoint } from '@/server/endpoint'

export const POST = endpoint(
  { envelope: workspaceEnvelope, limits: [authLimit], body: ForgotPasswordRequestSchema },
  async ({ payload, body, client }) => {
    await requestPasswordReset(payload, body.email, client)
    return respond(200, null, ACCOUNT_MESSAGES.forgotPassword)
  },
)
