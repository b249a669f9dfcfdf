/** Onboarding constants: SPEC §9 values plus the ones it leaves unshown, in one typed place. */
export const WORKSPACE_CHECK_DEBOUNCE_MS = 500
export const WORKSPACE_SUFFIX = '.erpz.in'

/** localStorage keys. `invitation_code` is spelled as SPEC §3 names it. */
export const STATE_KEY = 'erpz_onboarding_state'
export const TOKEN_KEY = 'erpz_onboarding_token'
export const INVITATION_CODE_KEY = 'invitation_code'

/**
 * The site page that explains, in the site's design and with a 503 (src/proxy.ts), why a Google or
 * Microsoft sign-in cannot start; the sign-in API sends browsers there with `?provider=`.
 */
export const SIGN_IN_UNAVAILABLE_PATH = '/onboarding/auth/unavailable'

/** The address of a workspace, e.g. https://acme.erpz.in. */
export function workspaceAddress(name: string): string {
  return `https://${name}${WORKSPACE_SUFFIX}`
}
