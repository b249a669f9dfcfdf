/**
 * The one place that reads `process.env`. Parsed once; a bad value stops the process with a
 * message naming the variable. Secrets that are missing in local use are generated once and kept
 * in the data folder, so `npm start` works with no configuration at all.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional())
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional())
const secret = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().min(32, 'must be at least 32 characters').optional(),
)

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  ERPZ_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine(
        (v) => v.startsWith('file:') || /^postgres(ql)?:\/\//.test(v),
        'must start with file: (SQLite) or postgres:// (PostgreSQL)',
      )
      .optional(),
  ),
  ERPZ_DB_PUSH: flag,
  PAYLOAD_SECRET: secret,
  JWT_SECRET: secret,
  PASSWORD_PEPPER: secret,
  WEBHOOK_SECRET: secret,
  ERPZ_REQUIRE_SECRETS: flag,
  ADMIN_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(12, 'must be at least 12 characters').optional(),
  ),
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess((v) => (v === '' ? undefined : v), z.email().default('hello@erpz.in')),
  ERPZ_REQUIRE_SMTP: flag,
  /** Production with a public address and no SMTP: write emails (masked) to the log instead of refusing to start. */
  ERPZ_LOG_MAIL: flag,
  LEAD_WEBHOOK_URL: optionalUrl,
  /** Who hears about every new lead and booking at once (issue 29): comma-separated addresses. */
  SALES_ALERT_EMAILS: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((part) => part.trim()).filter(Boolean) : v),
    z.array(z.email('must be a comma-separated list of email addresses')).max(20, 'at most 20 addresses').default([]),
  ),
  NEWSLETTER_WEBHOOK_URL: optionalUrl,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  MICROSOFT_ISSUER: z.url().default('https://login.microsoftonline.com/common/v2.0'),
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  SCHEDULER_URL: optionalUrl,
  TRUSTED_PROXY_HEADER: optionalString,
  /** Behind the trusted proxy: how long a draining instance keeps serving while /readyz says 503. */
  DRAIN_PROXY_GRACE_MS: z.coerce.number().int().min(0).max(5_000).default(1_500),
  /** Run the outbox worker (webhook deliveries) in this process; off by default only in tests. */
  ERPZ_JOBS_AUTORUN: z.enum(['true', 'false', '1', '0', '']).optional(),
  /** Longest wait between two polls of the outbox when it is idle. */
  ERPZ_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(59).default(2),
  /** Outbox items one instance handles at once. */
  ERPZ_OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
  /** How long a worker holds a claimed item; after that another worker takes it over. */
  ERPZ_OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).default(60_000),
  /** A webhook attempt without an answer within this time counts as failed. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** First retry delay of a failed webhook delivery; later ones double (plus jitter). */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).default(15_000),
  WEBHOOK_RETRY_ATTEMPTS: z.coerce.number().int().min(0).max(30).default(12),
  /** Auth POSTs (register, login, forgot/reset password) per client per minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Analytics events per client address per minute (decision 180); a busy reader sends a few. */
  ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /**
   * Set only by `npm run bench` (a random value per run): lead and analytics posts carrying it in the
   * x-erpz-bench-token header skip the per-client rate limit, nothing else (decision 062).
   */
  ERPZ_BENCH_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Load each route's code at its first request instead of every route's at start (Next.js
   * preloads them all by default: about 2 s of CPU per start on two cores). The system tests set it:
   * each of their 80 servers answers a handful of routes (decision 214). Production keeps the default.
   */
  ERPZ_LAZY_ROUTES: flag,
  /** Days after a role closes until its applications and CVs are deleted (issue 27, decision 167). */
  ERPZ_CAREERS_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(180),
  /**
   * Minutes a lead may stay "new" before its owner (or sales) is alerted, once (issue 46,
   * src/config/leads.ts). Fractions are allowed (the browser tests use half a minute).
   */
  ERPZ_LEAD_OVERDUE_MINUTES: z.coerce.number().min(0.1).max(525_600).default(24 * 60),
  /**
   * Live Help (issue 47, src/config/live-help.ts): seconds a visitor's message may wait for an agent
   * before the panel asks for an email and the on-duty alert goes out (default 2 minutes).
   */
  ERPZ_LIVE_HELP_NO_ANSWER_SECONDS: z.coerce.number().int().min(5).max(86_400).default(120),
  /** Days a Live Help transcript is kept after its last message; then the server deletes it. */
  ERPZ_LIVE_HELP_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Who is told when a Live Help visitor waits past the no-answer time: comma-separated emails (else the sales addresses). */
  LIVE_HELP_ALERT_EMAILS: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((part) => part.trim()).filter(Boolean) : v),
    z.array(z.email('must be a comma-separated list of email addresses')).max(20, 'at most 20 addresses').default([]),
  ),
  /**
   * Set by `npm start`'s supervisor on each server process it starts (scripts/lib/supervisor.ts,
   * decision 190): crashes so far, crashes within its window, and when the last one was (ms since
   * the epoch); the metrics show a crash loop from them.
   */
  ERPZ_SUPERVISOR_CRASHES: z.coerce.number().int().min(0).default(0),
  ERPZ_SUPERVISOR_RECENT_CRASHES: z.coerce.number().int().min(0).default(0),
  ERPZ_SUPERVISOR_LAST_CRASH_AT: z.coerce.number().int().min(0).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Shared Next.js cache and rate limits of every instance (docs/decisions/100). */
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => /^rediss?:\/\//.test(v), 'must start with redis:// or rediss://')
      .optional(),
  ),
  /** Prefix of every Redis key, so several deployments can share one Redis. */
  REDIS_KEY_PREFIX: z.string().regex(/^[\w.-]{1,64}$/, 'letters, digits, dot, dash or underscore (at most 64)').default('erpz'),
  /** Media in an S3-compatible bucket instead of the data folder (all four S3_* or none). */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag,
  /** Bearer token of GET /metrics; unset means /metrics answers 404. */
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
})

type RawEnv = z.infer<typeof EnvSchema>
export const SECRET_NAMES = ['PAYLOAD_SECRET', 'JWT_SECRET', 'PASSWORD_PEPPER', 'WEBHOOK_SECRET'] as const
type SecretName = (typeof SECRET_NAMES)[number]

export type Env = Omit<RawEnv, SecretName | 'DATABASE_URL' | 'PUBLIC_URL' | 'ERPZ_DB_PUSH' | 'ERPZ_JOBS_AUTORUN'> &
  Record<SecretName, string> & {
    DATABASE_URL: string
    PUBLIC_URL: string
    /** Whether PUBLIC_URL was given (the default is a guess for local use; decision 201). */
    publicUrlGiven: boolean
    dataDir: string
    dialect: 'sqlite' | 'postgres'
    /** Dev-mode schema push (on by default in `npm run dev`, which uses its own database file). */
    dbPush: boolean
    /** Whether this process runs the job queue on a timer (ERPZ_JOBS_AUTORUN; default: not in tests). */
    jobsAutoRun: boolean
  }

export class EnvError extends Error {
  constructor(readonly variable: string, detail: string) {
    super(`Invalid environment variable ${variable}: ${detail}`)
    this.name = 'EnvError'
  }
}

/** Reads or creates `secrets.json` in the data folder (mode 0600) for secrets not given. */
function localSecrets(dataDir: string, missing: SecretName[]): Partial<Record<SecretName, string>> {
  if (missing.length === 0) return {}
  const file = path.join(dataDir, 'secrets.json')
  let stored: Partial<Record<SecretName, string>> = {}
  if (fs.existsSync(file)) {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
    stored = z.partialRecord(z.enum(SECRET_NAMES), z.string()).parse(parsed)
  }
  let changed = false
  for (const name of missing) {
    if (!stored[name]) {
      stored[name] = crypto.randomBytes(32).toString('hex')
      changed = true
    }
  }
  if (changed) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 })
  }
  return stored
}

/** Creates an empty file (SQLite reads it as an empty database) readable by this user only. */
function createPrivateFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  if (!fs.existsSync(file)) fs.closeSync(fs.openSync(file, 'a', 0o600))
}

function isLoopbackUrl(value: string): boolean {
  const host = new URL(value).hostname
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host)
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    const issue = result.error.issues[0]
    const variable = String(issue?.path[0] ?? 'environment')
    throw new EnvError(variable, issue?.message ?? 'invalid value')
  }
  const raw = result.data
  const dataDir = path.resolve(raw.ERPZ_DATA_DIR)
  const missing = SECRET_NAMES.filter((name) => !raw[name])
  if (raw.NODE_ENV === 'production' && raw.ERPZ_REQUIRE_SECRETS && missing[0]) {
    throw new EnvError(missing[0], 'is required when ERPZ_REQUIRE_SECRETS=true')
  }
  if (raw.NODE_ENV === 'production' && raw.ERPZ_REQUIRE_SMTP && !raw.SMTP_URL) {
    throw new EnvError('SMTP_URL', 'is required when ERPZ_REQUIRE_SMTP=true')
  }
  if (raw.S3_BUCKET && (!raw.S3_ACCESS_KEY_ID || !raw.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError(raw.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID', 'is required when S3_BUCKET is set')
  }
  // A site others can reach must send its reset links and invitations, not log them; local use
  // (`npm start` on localhost) logs them masked (decision 071).
  if (raw.NODE_ENV === 'production' && !raw.SMTP_URL && !raw.ERPZ_LOG_MAIL && raw.PUBLIC_URL && !isLoopbackUrl(raw.PUBLIC_URL)) {
    throw new EnvError('SMTP_URL', `is required in production at ${raw.PUBLIC_URL} (or set ERPZ_LOG_MAIL=true to write emails, links masked, to the log)`)
  }
  // A lease shorter than an attempt would let a second worker send while the first still waits.
  if (raw.ERPZ_OUTBOX_LEASE_MS < raw.WEBHOOK_TIMEOUT_MS + 2000) {
    throw new EnvError('ERPZ_OUTBOX_LEASE_MS', `must be at least WEBHOOK_TIMEOUT_MS + 2000 (${raw.WEBHOOK_TIMEOUT_MS + 2000})`)
  }
  // The database file and generated secrets live here, whatever else is configured; only the
  // server's own user may read them (a folder created here is 0700, the database file 0600).
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })

  const dbFile = raw.NODE_ENV === 'development' ? 'erpz-dev.db' : 'erpz.db'
  const DATABASE_URL = raw.DATABASE_URL ?? `file:${path.join(dataDir, dbFile)}`
  const dialect = DATABASE_URL.startsWith('file:') ? 'sqlite' : 'postgres'
  // Instances sharing a PostgreSQL database must sign with the same keys: a secret generated into
  // one instance's data folder would be refused by the others (docs/decisions/101).
  if (dialect === 'postgres' && raw.NODE_ENV === 'production' && missing[0]) {
    throw new EnvError(
      missing[0],
      'is required with a PostgreSQL DATABASE_URL in production: every instance of the database must be given the same value',
    )
  }
  const generated = localSecrets(dataDir, missing)
  const secrets = Object.fromEntries(
    SECRET_NAMES.map((name) => [name, raw[name] ?? generated[name] ?? '']),
  ) as Record<SecretName, string>
  if (dialect === 'sqlite') {
    const file = DATABASE_URL.slice('file:'.length)
    if (file && !file.startsWith(':memory:')) createPrivateFile(path.resolve(file))
  }

  return {
    ...raw,
    ...secrets,
    DATABASE_URL,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    publicUrlGiven: raw.PUBLIC_URL !== undefined,
    dataDir,
    dialect,
    dbPush: raw.NODE_ENV === 'development' && source.ERPZ_DB_PUSH !== 'false',
    jobsAutoRun:
      raw.ERPZ_JOBS_AUTORUN === undefined || raw.ERPZ_JOBS_AUTORUN === ''
        ? raw.NODE_ENV !== 'test'
        : raw.ERPZ_JOBS_AUTORUN === 'true' || raw.ERPZ_JOBS_AUTORUN === '1',
  }
}

function loadEnv(): Env {
  try {
    return parseEnv(process.env)
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`\n✖ ${error.message}\n  See .env.example for every setting.\n`)
      process.exit(1)
    }
    throw error
  }
}

export const env: Env = loadEnv()
