import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

/**
 * Shows a server's field errors inline on the form's fields (the same messages the browser's
 * schema gives). The lead API answers `{ errors: { field: [messages] } }`, the workspace API's
 * client hands over `{ field: message }`; fields the form does not have are left out.
 */
export function applyServerErrors<T extends FieldValues>(
  errors: Readonly<Record<string, string | readonly string[]>> | undefined,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  for (const field of fields) {
    const value = errors?.[field]
    const message = typeof value === 'string' ? value : value?.[0]
    if (message) setError(field, { type: 'server', message })
  }
}
