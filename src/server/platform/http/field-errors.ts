import 'server-only'

import type { core } from 'zod/mini'

/**
 * The one mapping of a schema failure to `{ field: [messages] }`, the shape both API envelopes
 * carry; a problem with the whole object goes under `rootKey` (each envelope keeps its own).
 */
export function fieldErrors(error: core.$ZodError, rootKey: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : rootKey
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}
