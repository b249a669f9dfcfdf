import { ValidationError, type PayloadRequest } from 'payload'

/**
 * A save refused because of one field, as a 400 the admin understands: the message goes under the
 * field (`data.errors`) and is also the error's own message, which the admin's toast shows. Payload's
 * default toast says only "The following field is invalid: <path>", and when Publish is pressed
 * while the form's change check is still under way, the form drops the field's message when that
 * check answers (Payload 3.90): the toast is then all the editor sees, so it carries the reason.
 */
export function fieldRefusal({ collection, path, message, req }: { collection: string; path: string; message: string; req?: PayloadRequest }): ValidationError {
  const error = new ValidationError({ collection, errors: [{ path, message }], req })
  error.message = message
  // The production build minifies class names, and Payload picks a log level by `name`: restored,
  // an editor's refused save is logged at info, as Payload means, not as a server error.
  error.name = 'ValidationError'
  return error
}
