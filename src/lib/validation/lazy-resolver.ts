import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'

import type * as z from './zod'

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading the schema; forms call it on first focus so a submit does not wait. */
  preload: () => void
}

/**
 * A react-hook-form resolver for a schema that is imported on first use, so zod is not part of
 * the page's first load (decision 067). While the schema cannot be loaded (offline, a deploy
 * replaced the chunk) the form stays as typed, `onLoadError` tells the user, and the next submit
 * tries again.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.core.$ZodType<Output, Input>>,
  onLoadError: () => void,
): LazyResolver<Input, Output> {
  let pending: Promise<Resolver<Input, unknown, Output>> | null = null
  const load = () =>
    (pending ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')])
      .then(([schema, { zodResolver }]) => zodResolver(schema) as Resolver<Input, unknown, Output>)
      .catch((error: unknown) => {
        pending = null
        throw error
      }))

  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, unknown, Output>
    try {
      resolve = await load()
    } catch {
      onLoadError()
      // A form-level error keeps handleSubmit from calling the submit handler.
      const errors = { root: { type: 'unavailable', message: 'Validation could not be loaded' } } as FieldErrors<Input>
      return { values: {}, errors }
    }
    return resolve(values, context, options)
  }
  return Object.assign(resolver, { preload: () => void load().catch(() => {}) })
}
