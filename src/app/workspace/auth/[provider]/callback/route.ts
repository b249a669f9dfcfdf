import { finishSocialLogin } from '@/server/accounts/social-login'
import { workspaceEnvelope } from '@/server/api/envelope'
import { authLimit } from '@/server/auth/limits'
import { endpoint } from '@/server/http/endpoint'

export const GET = endpoint<{ provider: string }>(
  { envelope: workspaceEnvelope, limits: [authLimit] },
  ({ payload, request, params, client }) => finishSocialLogin(payload, request, params.provider, client),
)
