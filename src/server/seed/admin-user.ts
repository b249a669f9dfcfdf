import 'server-only'

import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { env } from '../../env'
import type { Seeder } from './seeder'

export const DEFAULT_ADMIN_EMAIL = 'admin@erpz.in'

/** Where a generated first password is kept (0600), in the data folder. */
const credentialsPath = () => path.join(env.dataDir, 'admin-credentials.txt')

/** The line every start prints once the database has an admin: where to sign in, and where the first password was kept. */
export function adminLoginLine(): string {
  const credentialsFile = credentialsPath()
  const hint = fs.existsSync(credentialsFile) ? ` (first password: ${path.relative(process.cwd(), credentialsFile)})` : ''
  return `▸ CMS admin login: ${env.PUBLIC_URL}/admin${hint}`
}

/** The first CMS admin. A generated password is printed once and kept (0600) in the data folder. */
export const seedAdminUser: Seeder = {
  name: 'admin-user',
  async run(payload, log) {
    const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
    if (totalDocs > 0) {
      log(adminLoginLine())
      return 0
    }
    const email = env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL
    const password = env.ADMIN_PASSWORD ?? crypto.randomBytes(12).toString('base64url')
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, password, name: 'ERPZ Admin', roles: ['admin'] },
    })
    if (!env.ADMIN_PASSWORD) {
      fs.mkdirSync(env.dataDir, { recursive: true })
      fs.writeFileSync(credentialsPath(), `email: ${email}\npassword: ${password}\n`, { mode: 0o600 })
    }
    log(
      [
        '',
        '┌─ CMS admin created ───────────────────────────',
        `│ URL:      ${env.PUBLIC_URL}/admin`,
        `│ Email:    ${email}`,
        `│ Password: ${env.ADMIN_PASSWORD ? '(from ADMIN_PASSWORD)' : password}`,
        '└───────────────────────────────────────────────',
        '',
      ].join('\n'),
    )
    return 1
  },
}
