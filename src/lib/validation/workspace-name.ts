import * as z from './zod'

import {
  normalizeWorkspaceName,
  WORKSPACE_NAME_LENGTH,
  WORKSPACE_NAME_MESSAGES,
  WORKSPACE_NAME_RULES,
} from './messages'

export { normalizeWorkspaceName, WORKSPACE_NAME_MESSAGES }

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

/**
 * A workspace name is one DNS label under .erpz.in: 3–63 of a-z 0-9 -, no hyphen at either end,
 * no `xn--` (or any `??--`) prefix reserved for internationalised labels, not a reserved name.
 */
export const WorkspaceNameSchema = z.string({ error: 'Workspace URL is required' }).check(
  z.overwrite(normalizeWorkspaceName),
  z.minLength(WORKSPACE_NAME_LENGTH.min, WORKSPACE_NAME_MESSAGES.tooShort),
  z.maxLength(WORKSPACE_NAME_LENGTH.max, WORKSPACE_NAME_MESSAGES.tooLong),
  z.refine(WORKSPACE_NAME_RULES.characters, WORKSPACE_NAME_MESSAGES.characters),
  z.refine(WORKSPACE_NAME_RULES.hyphen, WORKSPACE_NAME_MESSAGES.hyphen),
  z.refine(WORKSPACE_NAME_RULES.punycode, WORKSPACE_NAME_MESSAGES.punycode),
  z.refine((v) => !RESERVED_WORKSPACE_NAMES.has(v), WORKSPACE_NAME_MESSAGES.reserved),
)
