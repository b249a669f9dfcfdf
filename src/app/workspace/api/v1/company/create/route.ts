import { CompanyCreateSchema } from '@/lib/validation/workspace'
import { respond, workspaceEnvelope } from '@/server/platform/api/envelope'
import { endpoint } from '@/server/endpoint'
import { companyRecord } from '@/server/workspaces/records'
import { createCompany } from '@/server/workspaces/workspaces'

export const POST = endpoint(
  { envelope: workspaceEnvelope, auth: 'account', body: CompanyCreateSchema },
  async ({ payload, account, body }) => {
    const { company, created } = await createCompany(payload, account, body)
    const { id, name, industryType, workspace } = companyRecord(company)
    return respond(created ? 201 : 200, { id, name, industryType, workspace }, created ? 'Company created.' : 'Company updated.')
  },
)
