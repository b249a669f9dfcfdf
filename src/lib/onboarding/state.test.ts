import { describe, expect, it } from 'vitest'

import {
  canEnterFlow,
  currentSubStep,
  initialState,
  markStep,
  parseState,
  pathAfterLogin,
  progressPercent,
  signedIn,
  signedOut,
  signedUp,
} from './state'

describe('onboarding state', () => {
  it('starts empty with nothing done and 0 %', () => {
    expect(initialState.completedSteps).toEqual({
      authentication: false,
      workspaceUrl: false,
      industry: false,
      role: false,
      team: false,
      workflow: false,
      dashboard: false,
    })
    expect(progressPercent(initialState.completedSteps)).toBe(0)
  })

  it('counts progress as the completed share of seven steps', () => {
    let state = markStep(initialState, 'authentication')
    expect(progressPercent(state.completedSteps)).toBe(14)
    state = markStep(markStep(state, 'workspaceUrl'), 'industry')
    expect(progressPercent(state.completedSteps)).toBe(43)
    for (const step of ['role', 'team', 'workflow', 'dashboard'] as const) state = markStep(state, step)
    expect(progressPercent(state.completedSteps)).toBe(100)
  })

  it('round-trips through JSON and rejects corrupt or foreign values', () => {
    const state = signedUp(initialState, 'a@b.co')
    expect(parseState(JSON.stringify(state))).toEqual(state)
    expect(parseState(null)).toBe(initialState)
    expect(parseState('{not json')).toBe(initialState)
    expect(parseState(JSON.stringify({ ...state, industry: 'SPACE' }))).toBe(initialState)
    expect(parseState(JSON.stringify({ ...state, role: 'owner', industry: 'other' })).industry).toBe('other')
    expect(parseState(JSON.stringify({ ...state, role: 'pilot' }))).toBe(initialState)
    expect(parseState(JSON.stringify({ ...state, team: ['a@b.co', 7] }))).toBe(initialState)
    expect(parseState(JSON.stringify({ ...state, user: { email: 'a@b.co' } }))).toBe(initialState)
    const sixSteps: Record<string, boolean> = { ...state.completedSteps }
    delete sixSteps.dashboard
    expect(parseState(JSON.stringify({ ...state, completedSteps: sixSteps }))).toBe(initialState)
    expect(parseState('[]')).toBe(initialState)
    // Unknown fields (an older or newer version's) are dropped, the known ones kept.
    expect(parseState(JSON.stringify({ ...state, legacy: true, user: { ...state.user, extra: 1 } }))).toEqual(state)
  })

  it('gates on a signed-in user with a token or a completed authentication step', () => {
    expect(canEnterFlow(initialState, false)).toBe(false)
    expect(canEnterFlow({ ...initialState, user: { email: 'a@b.co', authenticated: true } }, false)).toBe(false)
    expect(canEnterFlow({ ...initialState, user: { email: 'a@b.co', authenticated: true } }, true)).toBe(true)
    expect(canEnterFlow(markStep(initialState, 'authentication'), false)).toBe(true)
    expect(canEnterFlow(signedOut(signedUp(initialState, 'a@b.co')), true)).toBe(false)
  })

  it('routes a login by what exists on the server (SPEC §4)', () => {
    expect(pathAfterLogin(null)).toBe('/onboarding/workspace-url')
    expect(pathAfterLogin({ name: 'acme', id: 'w1', company: null })).toBe('/onboarding/industry')
    expect(pathAfterLogin({ name: 'acme', id: 'w1', company: 'c1' })).toBe('/onboarding/complete')
  })

  it('stores the login workspace and marks the steps it implies', () => {
    const none = signedIn(initialState, 'a@b.co', null)
    expect(none).toMatchObject({ workspaceUrl: '', workspaceId: '', user: { email: 'a@b.co', authenticated: true } })
    expect(progressPercent(none.completedSteps)).toBe(14)

    const partial = signedIn(initialState, 'a@b.co', { name: 'acme', id: 'w1', company: null })
    expect(partial).toMatchObject({ workspaceUrl: 'acme', workspaceId: 'w1' })
    expect(partial.completedSteps.workspaceUrl).toBe(true)
    expect(partial.completedSteps.industry).toBe(false)

    const done = signedIn(initialState, 'a@b.co', { name: 'acme', id: 'w1', company: 'c1' })
    expect(progressPercent(done.completedSteps)).toBe(100)
  })

  it('keeps local choices when the same workspace signs in again, drops them for another', () => {
    const local = { ...signedIn(initialState, 'a@b.co', { name: 'acme', id: 'w1', company: null }), industry: 'TEXTILE' as const }
    expect(signedIn(local, 'a@b.co', { name: 'acme', id: 'w1', company: null }).industry).toBe('TEXTILE')
    expect(signedIn(local, 'c@d.co', { name: 'zeta', id: 'w2', company: null }).industry).toBeNull()
  })

  it('starts a different account from a clean slate on sign-up', () => {
    const first = { ...signedIn(initialState, 'a@b.co', { name: 'acme', id: 'w1', company: null }), role: 'it' as const }
    const other = signedUp(first, 'new@b.co')
    expect(other).toMatchObject({ workspaceUrl: '', workspaceId: '', role: null, user: { email: 'new@b.co', authenticated: true } })
    expect(signedUp(first, 'a@b.co').role).toBe('it')
  })

  it('walks the progress sub-steps team → workflow → dashboard', () => {
    expect(currentSubStep(initialState.completedSteps)).toBe('team')
    const team = markStep(initialState, 'team')
    expect(currentSubStep(team.completedSteps)).toBe('workflow')
    expect(currentSubStep(markStep(team, 'workflow').completedSteps)).toBe('dashboard')
  })
})
