import type { Field, FieldHook } from 'payload'

import { isEditor } from './access'

/**
 * Who saved a version: the signed-in CMS user, stamped on every write and kept in each version, so
 * the version history says who changed what and when (the version's date). A scheduled publish or
 * unpublish runs as the editor who scheduled it (decision 155), so its version names them. Writes
 * without a CMS user (seeding, scripts) keep the previous value. Never taken from the input.
 */
const stampUser: FieldHook = ({ req, originalDoc }) => {
  const user = req.user
  if (user && user.collection === 'users') return user.id
  const previous: unknown = originalDoc?.updatedBy
  if (typeof previous === 'object' && previous !== null && 'id' in previous) return previous.id
  return previous ?? null
}

/** The `updatedBy` field: read-only in the sidebar, hidden from visitors. */
export const updatedByField: Field = {
  name: 'updatedBy',
  label: 'Last changed by',
  type: 'relationship',
  relationTo: 'users',
  access: { read: ({ req }) => isEditor(req.user) },
  hooks: { beforeChange: [stampUser] },
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: 'Who saved, published or scheduled this version.',
  },
}
