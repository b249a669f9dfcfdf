import { finishSocialLogin } from '@/server/accounts/social-login'
import { workspaceEnvelope } from '@/server/platform/api/envelope'
import { authLimit } from '@/server/auth/limits'
import { endpoint } from '@/server/endpoint'

export const GET = endpoint<{ provider: string }>(
  { envelope: workspaceEnvelope, limits: [authLimit] },
  ({ payload, request, params, client }) => finishSocialLogin(payload, request, params.provider, client),
)
