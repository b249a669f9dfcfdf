import { DomainCheckSchema } from '@/lib/validation/workspace'
import { respond, workspaceEnvelope } from '@/server/platform/api/envelope'
import { endpoint } from '@/server/endpoint'
import { checkWorkspaceName } from '@/server/workspaces/names'

/**
 * Availability of a workspace name (SPEC §7): 201 when it can't be had (taken, reserved or
 * invalid), 200 when it can; the body says why. A name the caller owns counts as available.
 */
export const POST = endpoint(
  { envelope: workspaceEnvelope, auth: 'optional-account', body: DomainCheckSchema },
  async ({ payload, account, body }) => {
    const result = await checkWorkspaceName(payload, body.name, account?.id ?? null)
    return respond(result.available ? 200 : 201, result, result.message)
  },
)
