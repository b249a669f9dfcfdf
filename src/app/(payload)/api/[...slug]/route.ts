import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { headFromGet, withPayloadOptions, withPayloadRest } from '@/server/payload-rest'
import { cmsLoginGuard as guard } from '@/server/payload-rest/guard'

export const GET = withPayloadRest(config, REST_GET(config), { guard })
export const POST = withPayloadRest(config, REST_POST(config), { guard })
export const DELETE = withPayloadRest(config, REST_DELETE(config), { guard })
export const PATCH = withPayloadRest(config, REST_PATCH(config), { guard })
export const PUT = withPayloadRest(config, REST_PUT(config), { guard })
export const HEAD = headFromGet(GET)
export const OPTIONS = withPayloadOptions(REST_OPTIONS(config))
