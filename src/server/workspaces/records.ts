import 'server-only'

import type { Company, Workspace } from '@/payload-types'

export const relId = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

export const idString = (value: number | { id: number } | null | undefined): string | null => {
  const id = relId(value)
  return id == null ? null : String(id)
}

export type CompanyRecord = {
  id: string
  name: string
  industryType: string
  workspace: string | null
  isDeleted: boolean
  createdAt: string
  updatedAt: string
}

export const companyRecord = (company: Company): CompanyRecord => ({
  id: String(company.id),
  name: company.name,
  industryType: company.industryType,
  workspace: idString(company.workspace),
  isDeleted: Boolean(company.isDeleted),
  createdAt: company.createdAt,
  updatedAt: company.updatedAt,
})

export type WorkspaceRecord = {
  id: string
  name: string
  company: string | CompanyRecord | null
  owner: string | null
  isDeleted: boolean
  createdAt: string
  updatedAt: string
}

export function workspaceRecord(workspace: Workspace, populateCompany = false): WorkspaceRecord {
  const company = workspace.company
  return {
    id: String(workspace.id),
    name: workspace.name,
    company:
      populateCompany && company && typeof company === 'object' && !company.isDeleted
        ? companyRecord(company)
        : idString(company),
    owner: idString(workspace.owner),
    isDeleted: Boolean(workspace.isDeleted),
    createdAt: workspace.createdAt,
    updatedAt: workspace.updatedAt,
  }
}

/** The login response's `workspace` (SPEC §3): name, id, company. */
export type WorkspaceSummary = { name: string; id: string; company: string | null }

export const workspaceSummary = (workspace: Workspace): WorkspaceSummary => ({
  name: workspace.name,
  id: String(workspace.id),
  company: idString(workspace.company),
})
