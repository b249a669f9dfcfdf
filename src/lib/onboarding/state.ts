/**
 * The client-held onboarding data of SPEC §3 and the pure transitions on it.
 * Persisted as JSON in localStorage (see store.ts); anything unreadable there starts afresh.
 */
import { INDUSTRY_IDS, type IndustryId, ROLE_IDS, type RoleId, STEPS, type StepKey } from './catalog'

export type CompletedSteps = Record<StepKey, boolean>

export type OnboardingState = {
  workspaceUrl: string
  workspaceId: string
  industry: IndustryId | null
  role: RoleId | null
  team: string[]
  user: { email: string; authenticated: boolean }
  completedSteps: CompletedSteps
}

// Read on every onboarding screen before anything else, so checked by hand rather than with a
// schema: zod would then load with every screen instead of with the forms that need it.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
const oneOfOrNull = <T extends string>(ids: readonly T[], value: unknown): value is T | null =>
  value === null || (isString(value) && (ids as readonly string[]).includes(value))

/** The stored value as a state with exactly the known fields, or null when anything is off. */
function readState(value: unknown): OnboardingState | null {
  if (!isRecord(value) || !isRecord(value.user) || !isRecord(value.completedSteps)) return null
  const { workspaceUrl, workspaceId, industry, role, team, user, completedSteps } = value
  if (!isString(workspaceUrl) || !isString(workspaceId)) return null
  if (!oneOfOrNull(INDUSTRY_IDS, industry) || !oneOfOrNull(ROLE_IDS, role)) return null
  if (!Array.isArray(team) || !team.every(isString)) return null
  if (!isString(user.email) || !isBoolean(user.authenticated)) return null
  const steps = {} as CompletedSteps
  for (const { key } of STEPS) {
    const done = completedSteps[key]
    if (!isBoolean(done)) return null
    steps[key] = done
  }
  return {
    workspaceUrl,
    workspaceId,
    industry,
    role,
    team: [...team],
    user: { email: user.email, authenticated: user.authenticated },
    completedSteps: steps,
  }
}

export const initialState: OnboardingState = {
  workspaceUrl: '',
  workspaceId: '',
  industry: null,
  role: null,
  team: [],
  user: { email: '', authenticated: false },
  completedSteps: {
    authentication: false,
    workspaceUrl: false,
    industry: false,
    role: false,
    team: false,
    workflow: false,
    dashboard: false,
  },
}

/** Reads stored JSON; a missing, corrupt or outdated value gives the initial state. */
export function parseState(raw: string | null): OnboardingState {
  if (!raw) return initialState
  try {
    return readState(JSON.parse(raw)) ?? initialState
  } catch {
    return initialState
  }
}

export function markStep(state: OnboardingState, step: StepKey): OnboardingState {
  if (state.completedSteps[step]) return state
  return { ...state, completedSteps: { ...state.completedSteps, [step]: true } }
}

/** Whole-number percent of the seven steps completed. */
export function progressPercent(steps: CompletedSteps): number {
  const done = STEPS.filter((step) => steps[step.key]).length
  return Math.round((done / STEPS.length) * 100)
}

/** SPEC §2 gating: every screen but auth needs a signed-in user or a completed authentication step. */
export function canEnterFlow(state: OnboardingState, hasToken: boolean): boolean {
  return (state.user.authenticated && hasToken) || state.completedSteps.authentication
}

/**
 * After registration (SPEC §4): token kept elsewhere, authentication done. A new account starts
 * from a clean slate; progress made in this browser by another account does not carry over.
 */
export function signedUp(state: OnboardingState, email: string): OnboardingState {
  const base = state.user.email && state.user.email !== email ? initialState : state
  return markStep({ ...base, user: { email, authenticated: true } }, 'authentication')
}

export type LoginWorkspace = { name: string; id: string; company: string | null } | null

/**
 * After a login: the account's workspace replaces whatever this browser held, and the steps
 * already done on the server count as done here, so routing and the checklist agree.
 */
export function signedIn(state: OnboardingState, email: string, workspace: LoginWorkspace): OnboardingState {
  const sameWorkspace = workspace !== null && workspace.id === state.workspaceId
  let next: OnboardingState = {
    ...(sameWorkspace ? state : initialState),
    user: { email, authenticated: true },
    workspaceUrl: workspace?.name ?? '',
    workspaceId: workspace?.id ?? '',
  }
  next = markStep(next, 'authentication')
  if (workspace) next = markStep(next, 'workspaceUrl')
  if (workspace?.company) {
    for (const step of STEPS) next = markStep(next, step.key)
  }
  return next
}

/** SPEC §4 login routing. */
export function pathAfterLogin(workspace: LoginWorkspace): string {
  if (!workspace) return '/onboarding/workspace-url'
  return workspace.company ? '/onboarding/complete' : '/onboarding/industry'
}

/** The progress sub-step to show: the first of team → workflow → dashboard not yet done. */
export function currentSubStep(steps: CompletedSteps): 'team' | 'workflow' | 'dashboard' {
  if (!steps.team) return 'team'
  if (!steps.workflow) return 'workflow'
  return 'dashboard'
}

/** Signed out (e.g. the API refused the token): progress stays, the session does not. */
export function signedOut(state: OnboardingState): OnboardingState {
  return {
    ...state,
    user: { ...state.user, authenticated: false },
    completedSteps: { ...state.completedSteps, authentication: false },
  }
}
