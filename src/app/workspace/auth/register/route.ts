import { RegisterRequestSchema } from '@/lib/validation/auth'
import { registerAccount } from '@/server/accounts/accounts'
import { ACCOUNT_MESSAGES } from '@/server/accounts/config'
import { respond, workspaceEnvelope } from '@/server/platform/api/envelope'
import { authLimit } from '@/server/auth/limits'
import { endpoint } from '@/server/endpoint'

export const POST = endpoint(
  { envelope: workspaceEnvelope, limits: [authLimit], body: RegisterRequestSchema },
  async ({ payload, body, client }) => respond(201, await registerAccount(payload, body, client), ACCOUNT_MESSAGES.registered),
)
