/** `npm run generate:importmap`: writes the admin's import map from the Payload config. */
import { generateImportMap } from 'payload'

import config from '../src/payload.config'

await generateImportMap(await config, { force: true, log: true })
