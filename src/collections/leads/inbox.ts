import type { CollectionBeforeChangeHook, Field, PayloadRequest, Where } from 'payload'

import { LEAD_INBOX, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '@/config/leads'

import { hasRole } from '../access'

/**
 * The lead inbox (issue 46, decision 202): what sales work on a lead. Status, owner, next step and
 * notes are sales' to edit; the history is written here, server-side, never typed in.
 */

export const LEAD_ACTIVITY_ACTIONS = ['created', 'status', 'owner', 'next_step', 'note', 'email', 'booking', 'redelivery'] as const
export type LeadActivityAction = (typeof LEAD_ACTIVITY_ACTIONS)[number]
const ACTION_LABELS: Record<LeadActivityAction, string> = {
  created: 'Arrived',
  status: 'Status',
  owner: 'Owner',
  next_step: 'Next step',
  note: 'Note',
  email: 'Email',
  booking: 'Booking',
  redelivery: 'Redelivery',
}

/** One history entry as hooks and server code record it (`by`: the CMS user, absent for the server itself). */
export type LeadActivityEntry = { action: LeadActivityAction; detail: string; by?: number | null; at?: string }

/** Extra entries a server-side write asks the hook to record (`req.context`). */
export type LeadActivityContext = { leadActivity?: LeadActivityEntry[] }

/** Sales and admins may own a lead (the owner picker lists them only). */
const ownerFilter: Where = { roles: { in: ['sales', 'admin'] } }

/** Only sales and admins change these; the hook records each change. */
const salesField = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'admin', 'sales')

export const leadWorkFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    // Not `required` (creates in code and tests need not name it): the default and the check keep it set.
    defaultValue: 'new',
    validate: (value: unknown) => (typeof value === 'string' && value ? true : 'Pick a status.'),
    index: true,
    options: LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] })),
    access: { update: salesField },
    admin: { position: 'sidebar', description: 'new → contacted → qualified → won, or lost (say why).' },
  },
  {
    name: 'lost_reason',
    type: 'text',
    label: 'Why lost',
    maxLength: 500,
    access: { update: salesField },
    validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<Record<string, unknown>> }) =>
      siblingData.status === 'lost' && !value?.trim() ? 'Say why the lead was lost.' : true,
    admin: { position: 'sidebar', condition: (data) => data?.status === 'lost' },
  },
  {
    name: 'owner',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    filterOptions: () => ownerFilter,
    access: { update: salesField },
    admin: { position: 'sidebar', description: 'The salesperson working this lead (sales or admin).' },
  },
  {
    name: 'next_step',
    type: 'text',
    label: 'Next step',
    maxLength: 500,
    access: { update: salesField },
    admin: { position: 'sidebar', placeholder: 'e.g. Call back about pricing' },
  },
  {
    name: 'next_step_at',
    type: 'date',
    label: 'Next step on',
    index: true,
    access: { update: salesField },
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'notes',
    type: 'array',
    maxRows: LEAD_INBOX.maxNotes,
    labels: { singular: 'Note', plural: 'Notes' },
    access: { update: salesField },
    admin: { description: 'Add a note; saved notes keep their author and time and are not edited.', initCollapsed: false },
    fields: [
      { name: 'text', type: 'textarea', required: true, maxLength: LEAD_INBOX.maxNoteChars },
      {
        type: 'row',
        fields: [
          { name: 'author', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
          { name: 'at', type: 'date', label: 'Written', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        ],
      },
    ],
  },
  {
    // Written by the hook below and by server code (emails, bookings, redeliveries); shown by the panel.
    name: 'activity',
    type: 'array',
    maxRows: LEAD_INBOX.maxActivity,
    access: { create: () => false, update: () => false },
    admin: { hidden: true },
    fields: [
      { name: 'at', type: 'date', required: true },
      { name: 'by', type: 'relationship', relationTo: 'users' },
      { name: 'action', type: 'select', required: true, options: LEAD_ACTIVITY_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] })) },
      { name: 'detail', type: 'text' },
    ],
  },
  {
    // One contact per email address: the same person's leads, bookings and newsletter state.
    name: 'contact_panel',
    type: 'ui',
    label: 'Contact',
    admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/components/admin/lead-history#LeadContact' } },
  },
  {
    name: 'history_panel',
    type: 'ui',
    label: 'History',
    admin: { disableListColumn: true, components: { Field: '/components/admin/lead-history#LeadHistory' } },
  },
]

const idOf = (value: unknown): number | null => {
  const raw = typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value
  const id = Number(raw)
  return raw == null || raw === '' || !Number.isFinite(id) ? null : id
}

const dateOf = (value: unknown): string | null => (typeof value === 'string' && value ? new Date(value).toISOString() : null)

/** A CMS user's name as colleagues see it (decision 198): the name, else their address before the @. */
export async function staffName(req: PayloadRequest, id: number | null): Promise<string> {
  if (id == null) return 'nobody'
  const user = await req.payload.db.findOne<{ id: number; name?: string | null; email?: string | null }>({ collection: 'users', where: { id: { equals: id } }, req })
  if (!user) return `user ${id}`
  return user.name?.trim() || (user.email?.split('@')[0] ?? `user ${id}`)
}

type Note = { id?: string | null; text?: string; author?: unknown; at?: string | null }
type Activity = { at: string; by?: unknown; action: string; detail?: string | null }

/**
 * Before a lead is updated: records status, owner and next-step changes and new notes in the
 * history, with who and when; keeps saved notes as they were (appended, not edited or removed) and
 * stamps new ones with their author and time. Entries server code passes in `req.context` are
 * recorded too. Creates go through store.ts and carry their own first entry.
 */
export const recordLeadChanges: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update' || !originalDoc) return data
  const by = req.user && req.user.collection === 'users' ? Number(req.user.id) : null
  const at = new Date().toISOString()
  const entries: LeadActivityEntry[] = []

  if (data.status !== undefined && data.status !== originalDoc.status) {
    const from = LEAD_STATUS_LABELS[originalDoc.status as LeadStatus] ?? String(originalDoc.status)
    const to = LEAD_STATUS_LABELS[data.status as LeadStatus] ?? String(data.status)
    entries.push({ action: 'status', detail: `${from} → ${to}${data.status === 'lost' && data.lost_reason ? `: ${String(data.lost_reason)}` : ''}` })
  }
  if (data.status !== undefined && data.status !== 'lost') data.lost_reason = null

  if (data.owner !== undefined && idOf(data.owner) !== idOf(originalDoc.owner)) {
    entries.push({ action: 'owner', detail: `${await staffName(req, idOf(originalDoc.owner))} → ${await staffName(req, idOf(data.owner))}` })
  }

  const step = (doc: Record<string, unknown>) => `${typeof doc.next_step === 'string' && doc.next_step ? doc.next_step : '—'}${dateOf(doc.next_step_at) ? ` on ${dateOf(doc.next_step_at)!.slice(0, 16).replace('T', ' ')} UTC` : ''}`
  const stepChanged =
    (data.next_step !== undefined && (data.next_step || null) !== (originalDoc.next_step || null)) ||
    (data.next_step_at !== undefined && dateOf(data.next_step_at) !== dateOf(originalDoc.next_step_at))
  if (stepChanged) entries.push({ action: 'next_step', detail: step({ ...originalDoc, ...data }) })

  const saved: Note[] = Array.isArray(originalDoc.notes) ? originalDoc.notes : []
  if (Array.isArray(data.notes)) {
    const savedIds = new Set(saved.map((note) => note.id).filter(Boolean))
    const added = (data.notes as Note[]).filter((note) => !note.id || !savedIds.has(note.id)).filter((note) => typeof note.text === 'string' && note.text.trim())
    data.notes = [...saved.map((note) => ({ ...note, author: idOf(note.author) })), ...added.map((note) => ({ text: note.text, author: by, at }))]
    for (const note of added) entries.push({ action: 'note', detail: String(note.text).slice(0, 200) })
  }

  entries.push(...((context as LeadActivityContext).leadActivity ?? []))
  if (entries.length > 0) {
    const before: Activity[] = Array.isArray(originalDoc.activity) ? originalDoc.activity : []
    const rows = [...before.map((row) => ({ ...row, by: idOf(row.by) })), ...entries.map((entry) => ({ at: entry.at ?? at, by: entry.by === undefined ? by : entry.by, action: entry.action, detail: entry.detail }))]
    data.activity = rows.slice(-LEAD_INBOX.maxActivity)
  }
  return data
}

/**
 * Hooks that do nothing on create: a lead's insert (src/server/leads/store.ts) keeps its fast path
 * (decision 070) and writes what they would itself.
 */
export const CREATE_SKIPPING_HOOKS: ReadonlySet<object> = new Set<object>([recordLeadChanges])
