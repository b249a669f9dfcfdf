import { startSocialLogin } from '@/server/accounts/social-login'
import { workspaceEnvelope } from '@/server/platform/api/envelope'
import { endpoint } from '@/server/endpoint'

export const GET = endpoint<{ provider: string }>({ envelope: workspaceEnvelope }, ({ request, params }) =>
  startSocialLogin(request, params.provider),
)
