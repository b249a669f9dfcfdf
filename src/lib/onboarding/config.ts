/** Onboarding constants: SPEC §9 values plus the ones it leaves unshown, in one typed place. */
export const MIN_WORKSPACE_NAME_LENGTH = 3
export const WORKSPACE_CHECK_DEBOUNCE_MS = 500
/** The API's addBulk limit (issue 6); more rows cannot be added. */
export const MAX_INVITEES = 50
export const WORKSPACE_SUFFIX = '.erpz.in'

/** localStorage keys. `invitation_code` is spelled as SPEC §3 names it. */
export const STATE_KEY = 'erpz_onboarding_state'
export const TOKEN_KEY = 'erpz_onboarding_token'
export const INVITATION_CODE_KEY = 'invitation_code'

/** The address of a workspace, e.g. https://acme.erpz.in. */
export function workspaceAddress(name: string): string {
  return `https://${name}${WORKSPACE_SUFFIX}`
}
