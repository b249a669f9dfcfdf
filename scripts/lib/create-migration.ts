import { getPayload } from 'payload'

import config from '../../src/payload.config'

const payload = await getPayload({ config })
await payload.db.createMigration({ migrationName: process.argv[2] ?? 'change', payload, skipEmpty: true })
await payload.destroy()
process.exit(0) // the pg pool can keep the event loop alive after destroy
