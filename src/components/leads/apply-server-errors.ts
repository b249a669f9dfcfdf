import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

/** Shows the server's field errors (same messages as the browser's) inline on their fields. */
export function applyServerErrors<T extends FieldValues>(
  errors: Record<string, string[]> | undefined,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const known = fields.find((f) => f === field)
    if (known && messages[0]) setError(known, { type: 'server', message: messages[0] })
  }
}
