import { DomainCheckSchema } from '@/lib/validation/workspace'
import { readBody } from '@/server/api/body'
import { respond } from '@/server/api/envelope'
import { route } from '@/server/api/handler'
import { getRequestAccount } from '@/server/auth/session'
import { checkWorkspaceName } from '@/server/workspaces/names'

/**
 * Availability of a workspace name (SPEC §7): 201 when it can't be had (taken, reserved or
 * invalid), 200 when it can; the body says why. A name the caller owns counts as available.
 */
export const POST = route(async (request, payload) => {
  const { name } = await readBody(request, DomainCheckSchema)
  const account = await getRequestAccount(payload, request)
  const result = await checkWorkspaceName(payload, name, account?.id ?? null)
  return respond(result.available ? 200 : 201, result, result.message)
})
