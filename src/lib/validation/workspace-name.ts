import * as z from './zod'

/** Names that are never offered as workspace addresses (infrastructure, mail, brand, abuse). */
export const RESERVED_WORKSPACE_NAMES: ReadonlySet<string> = new Set([
  'www', 'www1', 'www2', 'mail', 'email', 'smtp', 'imap', 'pop', 'pop3', 'mx', 'webmail',
  'api', 'app', 'apps', 'admin', 'administrator', 'auth', 'login', 'logout', 'signin', 'signup',
  'register', 'account', 'accounts', 'oauth', 'sso', 'id', 'blog', 'docs', 'doc', 'help',
  'status', 'support', 'billing', 'payment', 'payments', 'pay', 'invoice', 'autodiscover',
  'autoconfig', 'postmaster', 'hostmaster', 'webmaster', 'abuse', 'security', 'noreply',
  'no-reply', 'root', 'ftp', 'sftp', 'ssh', 'dns', 'ns', 'ns1', 'ns2', 'cdn', 'static',
  'assets', 'media', 'images', 'img', 'files', 'download', 'downloads', 'dev', 'staging',
  'stage', 'test', 'testing', 'demo', 'beta', 'alpha', 'preview', 'sandbox', 'local',
  'localhost', 'internal', 'intranet', 'vpn', 'proxy', 'gateway', 'portal', 'dashboard',
  'console', 'cms', 'onboarding', 'workspace', 'workspaces', 'erpz', 'erp', 'careers',
  'jobs', 'about', 'contact', 'pricing', 'legal', 'privacy', 'terms', 'news', 'shop',
  'store', 'community', 'forum', 'wiki', 'git', 'ci', 'monitor', 'metrics', 'grafana',
  'system', 'info', 'marketing', 'sales', 'null', 'undefined',
])

export const WORKSPACE_NAME_MESSAGES = {
  tooShort: 'Workspace URL must be at least 3 characters',
  tooLong: 'Workspace URL must be at most 63 characters',
  characters: 'Workspace URL can only contain lowercase letters, numbers and hyphens',
  hyphen: 'Workspace URL cannot start or end with a hyphen',
  punycode: 'Workspace URL cannot contain two hyphens in the third and fourth positions',
  reserved: 'This workspace URL is reserved. Please choose another.',
  taken: 'This workspace URL is already taken. Please choose another.',
} as const

/** Trims and lower-cases, as the workspace-url screen does before checking (SPEC §5). */
export const normalizeWorkspaceName = (value: string): string => value.trim().toLowerCase()

/**
 * A workspace name is one DNS label under .erpz.in: 3–63 of a-z 0-9 -, no hyphen at either end,
 * no `xn--` (or any `??--`) prefix reserved for internationalised labels, not a reserved name.
 */
export const WorkspaceNameSchema = z.string({ error: 'Workspace URL is required' }).check(
  z.overwrite(normalizeWorkspaceName),
  z.minLength(3, WORKSPACE_NAME_MESSAGES.tooShort),
  z.maxLength(63, WORKSPACE_NAME_MESSAGES.tooLong),
  z.regex(/^[a-z0-9-]*$/, WORKSPACE_NAME_MESSAGES.characters),
  z.refine((v) => !v.startsWith('-') && !v.endsWith('-'), WORKSPACE_NAME_MESSAGES.hyphen),
  z.refine((v) => v.slice(2, 4) !== '--', WORKSPACE_NAME_MESSAGES.punycode),
  z.refine((v) => !RESERVED_WORKSPACE_NAMES.has(v), WORKSPACE_NAME_MESSAGES.reserved),
)
