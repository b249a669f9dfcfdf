import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from './env'

const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-env-'))

describe('parseEnv', () => {
  it('runs with no configuration: SQLite under the data folder and generated secrets', () => {
    const dir = tmpDir()
    const env = parseEnv({ ERPZ_DATA_DIR: dir })
    expect(env.dialect).toBe('sqlite')
    expect(env.DATABASE_URL).toBe(`file:${path.join(dir, 'erpz-dev.db')}`)
    expect(env.PAYLOAD_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(env.PUBLIC_URL).toBe('http://localhost:3000')
    // Generated once: a second parse reads the same secret back.
    expect(parseEnv({ ERPZ_DATA_DIR: dir }).PAYLOAD_SECRET).toBe(env.PAYLOAD_SECRET)
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600)
  })

  it('uses PostgreSQL for a postgres:// URL', () => {
    const env = parseEnv({ ERPZ_DATA_DIR: tmpDir(), DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' })
    expect(env.dialect).toBe('postgres')
  })

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['PAYLOAD_SECRET', { PAYLOAD_SECRET: 'short' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
  ])('names %s when its value is bad', (variable, source) => {
    expect(() => parseEnv({ ERPZ_DATA_DIR: tmpDir(), ...source })).toThrow(
      expect.objectContaining({ variable, message: expect.stringContaining(variable) }),
    )
  })

  it('requires secrets in production when ERPZ_REQUIRE_SECRETS=true', () => {
    const source = { ERPZ_DATA_DIR: tmpDir(), NODE_ENV: 'production', ERPZ_REQUIRE_SECRETS: 'true' }
    expect(() => parseEnv(source)).toThrow(EnvError)
    expect(() => parseEnv(source)).toThrow(/PAYLOAD_SECRET/)
    const secret = 'x'.repeat(40)
    const env = parseEnv({
      ...source,
      PAYLOAD_SECRET: secret,
      JWT_SECRET: secret,
      PASSWORD_PEPPER: secret,
      WEBHOOK_SECRET: secret,
    })
    expect(env.PAYLOAD_SECRET).toBe(secret)
    expect(fs.existsSync(path.join(source.ERPZ_DATA_DIR, 'secrets.json'))).toBe(false)
  })

  it('requires every secret from the environment on PostgreSQL in production, none generated', () => {
    const source = { ERPZ_DATA_DIR: tmpDir(), NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/erpz' }
    const secret = 'y'.repeat(40)
    const given = { PAYLOAD_SECRET: secret, JWT_SECRET: secret, PASSWORD_PEPPER: secret }
    expect(() => parseEnv({ ...source, ...given })).toThrow(/WEBHOOK_SECRET: is required with a PostgreSQL DATABASE_URL/)
    expect(fs.existsSync(path.join(source.ERPZ_DATA_DIR, 'secrets.json'))).toBe(false)
    expect(parseEnv({ ...source, ...given, WEBHOOK_SECRET: secret }).dialect).toBe('postgres')
    // SQLite (one instance by nature) and development keep generating them.
    expect(parseEnv({ ERPZ_DATA_DIR: tmpDir(), NODE_ENV: 'production' }).JWT_SECRET).toHaveLength(64)
    expect(parseEnv({ ...source, NODE_ENV: 'development' }).JWT_SECRET).toHaveLength(64)
  })

  it('needs S3 credentials with a bucket, and a Redis URL', () => {
    const base = { ERPZ_DATA_DIR: tmpDir(), S3_BUCKET: 'media' }
    expect(() => parseEnv(base)).toThrow(/S3_ACCESS_KEY_ID: is required when S3_BUCKET is set/)
    expect(() => parseEnv({ ...base, S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/)
    expect(parseEnv({ ...base, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).S3_REGION).toBe('us-east-1')
    expect(() => parseEnv({ ERPZ_DATA_DIR: tmpDir(), REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/)
  })

  it('requires SMTP in production when ERPZ_REQUIRE_SMTP=true', () => {
    expect(() => parseEnv({ ERPZ_DATA_DIR: tmpDir(), NODE_ENV: 'production', ERPZ_REQUIRE_SMTP: 'true' })).toThrow(
      /SMTP_URL/,
    )
  })

  it('refuses a public production site without SMTP unless told to log mail, and runs locally without it', () => {
    const production = { ERPZ_DATA_DIR: tmpDir(), NODE_ENV: 'production' }
    expect(() => parseEnv({ ...production, PUBLIC_URL: 'https://erpz.in' })).toThrow(/SMTP_URL.*ERPZ_LOG_MAIL/)
    expect(parseEnv({ ...production, PUBLIC_URL: 'https://erpz.in', ERPZ_LOG_MAIL: 'true' }).SMTP_URL).toBeUndefined()
    expect(parseEnv({ ...production, PUBLIC_URL: 'https://erpz.in', SMTP_URL: 'smtps://u:p@mail.erpz.in' }).SMTP_URL).toBeDefined()
    expect(parseEnv(production).PUBLIC_URL).toBe('http://localhost:3000')
    expect(parseEnv({ ...production, PUBLIC_URL: 'http://127.0.0.1:3100' }).SMTP_URL).toBeUndefined()
  })

  it('pushes the schema only in development', () => {
    expect(parseEnv({ ERPZ_DATA_DIR: tmpDir(), NODE_ENV: 'development' }).dbPush).toBe(true)
    expect(parseEnv({ ERPZ_DATA_DIR: tmpDir(), NODE_ENV: 'production' }).dbPush).toBe(false)
    expect(parseEnv({ ERPZ_DATA_DIR: tmpDir(), NODE_ENV: 'test' }).dbPush).toBe(false)
  })

  it('creates a missing data folder even when every secret is given (the SQLite file lives there)', () => {
    const dir = path.join(tmpDir(), 'nested', 'data')
    const secrets = Object.fromEntries(
      ['PAYLOAD_SECRET', 'JWT_SECRET', 'PASSWORD_PEPPER', 'WEBHOOK_SECRET'].map((name) => [name, `${name.toLowerCase()}-0123456789abcdef0123456789`]),
    )
    const env = parseEnv({ ERPZ_DATA_DIR: dir, NODE_ENV: 'production', ERPZ_REQUIRE_SECRETS: 'true', ...secrets })
    expect(fs.statSync(dir).isDirectory()).toBe(true)
    expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false)
    expect(env.DATABASE_URL).toBe(`file:${path.join(dir, 'erpz.db')}`)
  })

  it('creates the data folder and the SQLite file readable by this user only', () => {
    const dir = path.join(tmpDir(), 'private')
    parseEnv({ ERPZ_DATA_DIR: dir, NODE_ENV: 'production' })
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700)
    expect(fs.statSync(path.join(dir, 'erpz.db')).mode & 0o777).toBe(0o600)
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600)
  })

  it('refuses an outbox lease that a webhook attempt could outlast', () => {
    expect(() => parseEnv({ ERPZ_DATA_DIR: tmpDir(), WEBHOOK_TIMEOUT_MS: '10000', ERPZ_OUTBOX_LEASE_MS: '11000' })).toThrow(
      /ERPZ_OUTBOX_LEASE_MS/,
    )
    expect(parseEnv({ ERPZ_DATA_DIR: tmpDir(), WEBHOOK_TIMEOUT_MS: '1000', ERPZ_OUTBOX_LEASE_MS: '3000' }).ERPZ_OUTBOX_LEASE_MS).toBe(3000)
  })
})
