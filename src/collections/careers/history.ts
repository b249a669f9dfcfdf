import type { CollectionBeforeChangeHook, Field } from 'payload'

/**
 * An application's history (issue 46): every stage change with who, when and from → to, written
 * by the server on update and shown on the application; never typed in.
 */
export const applicationHistoryFields: Field[] = [
  {
    name: 'activity',
    type: 'array',
    maxRows: 500,
    access: { create: () => false, update: () => false },
    admin: { hidden: true },
    fields: [
      { name: 'at', type: 'date', required: true },
      { name: 'by', type: 'relationship', relationTo: 'users' },
      {
        name: 'action',
        type: 'select',
        required: true,
        options: [
          { label: 'Stage', value: 'stage' },
          { label: 'Email', value: 'email' },
        ],
      },
      { name: 'from', type: 'text' },
      { name: 'to', type: 'text' },
      { name: 'detail', type: 'text' },
    ],
  },
  {
    name: 'history_panel',
    type: 'ui',
    label: 'History',
    admin: { disableListColumn: true, components: { Field: '/components/admin/lead-history#LeadHistory' } },
  },
]

const label = (status: unknown) => (typeof status === 'string' && status ? status[0]!.toUpperCase() + status.slice(1) : '—')
/** A relationship's id, whether it arrives populated (`{ id }`) or as the id itself. */
export const idOf = (value: unknown) => (typeof value === 'object' && value !== null && 'id' in value ? Number((value as { id: unknown }).id) : value == null ? null : Number(value))

/** An application's history with `entry` added: rows kept as ids, the newest 500 kept. */
export const withActivity = (activity: unknown, entry: Record<string, unknown>): Array<Record<string, unknown>> => {
  const before: Array<Record<string, unknown>> = Array.isArray(activity) ? activity : []
  return [...before.map((row) => ({ ...row, by: idOf(row.by) })), entry].slice(-500)
}

/** Before an application is updated: a stage change is recorded with who, when and from → to. */
export const recordStageChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || data.status === undefined || data.status === originalDoc.status) return data
  const by = req.user && req.user.collection === 'users' ? Number(req.user.id) : null
  const entry = { at: new Date().toISOString(), by, action: 'stage', from: originalDoc.status, to: data.status, detail: `${label(originalDoc.status)} → ${label(data.status)}` }
  data.activity = withActivity(originalDoc.activity, entry)
  return data
}
