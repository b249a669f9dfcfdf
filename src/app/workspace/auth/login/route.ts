import { LoginRequestSchema } from '@/lib/validation/auth'
import { loginWithPassword } from '@/server/accounts/accounts'
import { ACCOUNT_MESSAGES } from '@/server/accounts/config'
import { respond, workspaceEnvelope } from '@/server/platform/api/envelope'
import { authLimit } from '@/server/auth/limits'
import { endpoint } from '@/server/endpoint'

export const POST = endpoint(
  { envelope: workspaceEnvelope, limits: [authLimit], body: LoginRequestSchema },
  async ({ payload, body, client }) => {
    const { workspace, token } = await loginWithPassword(payload, body, client)
    return respond(200, { workspace, token }, ACCOUNT_MESSAGES.loggedIn)
  },
)
