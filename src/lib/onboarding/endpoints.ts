/**
 * The calls the onboarding flow makes (issue 6 contract). Paths are same-origin.
 * Passwords are hashed here, so no caller can send one in the clear.
 */
import type { LeadMeta } from '@/lib/validation/lead-meta'

import type { ApiClient, ApiResult } from './api'
import { md5Hex } from './md5'
import type { LoginWorkspace } from './state'

export const AUTH_BASE = '/workspace/auth'
export const API_BASE = '/workspace/api/v1'

export type SocialProvider = 'google' | 'microsoft'

/**
 * The parameters of a provider's answer (RFC 6749 4.1.2, RFC 9207 `iss`) that the callback page
 * passes on to the server, every value as it came; nothing is added.
 */
export const PROVIDER_ANSWER_PARAMETERS = ['code', 'state', 'iss', 'error', 'error_description', 'error_uri'] as const

/** Where a Google/Microsoft button sends the browser; an invitation code travels as `id`. */
export function socialLoginUrl(provider: SocialProvider, invitationCode: string): string {
  const base = `${AUTH_BASE}/login/${provider}`
  return invitationCode ? `${base}?id=${encodeURIComponent(invitationCode)}` : base
}

function withInvitation<T extends object>(body: T, invitationCode: string): T & { invitation_code?: string } {
  return invitationCode ? { ...body, invitation_code: invitationCode } : body
}

/** The login answer's workspace, with `company` reduced to an id (or null) whatever its shape. */
export function readLoginWorkspace(value: unknown): LoginWorkspace {
  if (typeof value !== 'object' || value === null) return null
  const raw = value as { name?: unknown; id?: unknown; company?: unknown }
  if (typeof raw.name !== 'string' || (typeof raw.id !== 'string' && typeof raw.id !== 'number')) return null
  let company: string | null = null
  if (typeof raw.company === 'string' || typeof raw.company === 'number') company = String(raw.company)
  else if (typeof raw.company === 'object' && raw.company !== null && 'id' in raw.company) {
    company = String((raw.company as { id: unknown }).id)
  }
  return { name: raw.name, id: String(raw.id), company }
}

export type Availability = 'available' | 'taken'

export function createEndpoints(api: ApiClient) {
  return {
    /** The answer names the workspace an invitation let the new account join (null without one). */
    /** `meta`: where the visitor came from (issue 29), sent as a lead form sends it. */
    async register(email: string, password: string, invitationCode: string, meta?: LeadMeta) {
      const result = await api.request<{ email: string; token: string; workspace?: unknown }>(`${AUTH_BASE}/register`, {
        method: 'POST',
        body: withInvitation(meta ? { email, password: md5Hex(password), meta } : { email, password: md5Hex(password) }, invitationCode),
        successToast: true,
      })
      if (!result.ok) return result
      return { ...result, data: { token: result.data.token, workspace: readLoginWorkspace(result.data.workspace) } }
    },

    async login(email: string, password: string, invitationCode: string) {
      const result = await api.request<{ workspace: unknown; token: string }>(`${AUTH_BASE}/login`, {
        method: 'POST',
        body: withInvitation({ username: email, password: md5Hex(password) }, invitationCode),
        successToast: true,
      })
      if (!result.ok) return result
      return { ...result, data: { token: result.data.token, workspace: readLoginWorkspace(result.data.workspace) } }
    },

    forgotPassword(email: string) {
      return api.request<unknown>(`${AUTH_BASE}/forgot-password`, { method: 'POST', body: { email } })
    },

    resetPassword(token: string, password: string) {
      return api.request<{ token?: string; email?: string } | null>(`${AUTH_BASE}/reset-password`, {
        method: 'PUT',
        body: { token, password: md5Hex(password) },
        quietErrors: true,
      })
    },

    /**
     * Hands the provider's answer (`answer`: the callback page's query) to the server, which checks
     * it whole. The account's email and workspace come with the reply: the token carries neither.
     */
    async socialCallback(provider: SocialProvider, params: { answer: URLSearchParams; invitationCode: string }) {
      const query = new URLSearchParams()
      for (const name of PROVIDER_ANSWER_PARAMETERS) {
        for (const value of params.answer.getAll(name)) query.append(name, value)
      }
      if (params.invitationCode) query.set('invitation_code', params.invitationCode)
      const result = await api.request<{ token?: unknown; workspaceName?: unknown; workspace?: unknown; email?: unknown; signedUp?: unknown } | null>(
        `${AUTH_BASE}/${provider}/callback?${query.toString()}`,
        { quietErrors: true },
      )
      if (!result.ok) return result
      const data = result.data ?? {}
      return {
        ...result,
        data: {
          token: typeof data.token === 'string' ? data.token : '',
          email: typeof data.email === 'string' ? data.email : '',
          workspace: readLoginWorkspace(data.workspace),
          workspaceName: typeof data.workspaceName === 'string' && data.workspaceName ? data.workspaceName : null,
          /** This sign-in made the account (a new person, not a returning one or a linked email account). */
          signedUp: data.signedUp === true,
        },
      }
    },

    /** SPEC §7: HTTP 201 means taken (or reserved); any other success means available. */
    async checkWorkspaceName(name: string): Promise<ApiResult<Availability>> {
      const result = await api.request<unknown>('/workspace/domain', { method: 'POST', body: { name } })
      if (!result.ok) return result
      return { ...result, data: result.status === 201 ? 'taken' : 'available' }
    },

    createWorkspace(name: string) {
      return api.request<{ id: string; name: string }>(`${API_BASE}/workspace/create`, {
        method: 'POST',
        body: { name },
        successToast: true,
      })
    },

    updateWorkspace(id: string, change: { name: string } | { company: string }) {
      return api.request<unknown>(`${API_BASE}/workspace/update/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: change,
        successToast: true,
      })
    },

    createCompany(company: { name: string; industryType: string; workspace: string }) {
      return api.request<{ id: string }>(`${API_BASE}/company/create`, { method: 'POST', body: company, successToast: true })
    },

    inviteTeam(emails: string[]) {
      return api.request<unknown>(`${API_BASE}/workspace_invitations/addBulk`, {
        method: 'POST',
        body: { data: emails.map((email) => ({ email })) },
        successToast: true,
      })
    },
  }
}

export type Endpoints = ReturnType<typeof createEndpoints>
