import { CompanyCreateSchema } from '@/lib/validation/workspace'
import { readBody } from '@/server/api/body'
import { respond } from '@/server/api/envelope'
import { route } from '@/server/api/handler'
import { requireAccount } from '@/server/auth/session'
import { companyRecord } from '@/server/workspaces/records'
import { createCompany } from '@/server/workspaces/workspaces'

export const POST = route(async (request, payload) => {
  const account = await requireAccount(payload, request)
  const input = await readBody(request, CompanyCreateSchema)
  const { company, created } = await createCompany(payload, account, input)
  const { id, name, industryType, workspace } = companyRecord(company)
  return respond(created ? 201 : 200, { id, name, industryType, workspace }, created ? 'Company created.' : 'Company updated.')
})
