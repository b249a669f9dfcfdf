/** `npm run generate:types`: writes src/payload-types.ts from the Payload config. */
import { generateTypes } from 'payload/node'

import config from '../src/payload.config'

await generateTypes(await config)
