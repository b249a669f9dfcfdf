import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { logger } from '@/server/log'

import { ApiError, errorResponse, respond } from './envelope'

export const getAppPayload = (): Promise<Payload> => getPayload({ config })

export type RouteContext<P = Record<string, string | string[] | undefined>> = { params: Promise<P> }

/**
 * Wraps a route: ApiErrors become their envelope, anything else is logged (without the request
 * body) and answered with a 500 envelope.
 */
export function route<P>(
  handler: (request: Request, payload: Payload, context: RouteContext<P>) => Promise<Response>,
) {
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    try {
      return await handler(request, await getAppPayload(), context)
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error)
      logger.error({ err: error, path: new URL(request.url).pathname }, 'workspace API request failed')
      return respond(500, null)
    }
  }
}
