import { APIError, type CollectionConfig } from 'payload'

import { MEETING_TYPES, SCHEDULER } from '@/config/behaviour'

import { adminOnly, nobody, salesOrAdmin } from '../access'
import { exportCsvComponent } from '../leads/fields'

export const BOOKINGS_SLUG = 'erpz-bookings'

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

const readOnly = { readOnly: true } as const

/**
 * Meetings booked through the built-in scheduler (issue 17, decision 111). Created only by the
 * public scheduler; sales read them (upcoming first) and may cancel one by setting its status,
 * which frees the slot and mails a CANCEL to the visitor and the host.
 */
export const Bookings: CollectionConfig = {
  slug: BOOKINGS_SLUG,
  labels: { singular: 'Booking', plural: 'Bookings' },
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['start', 'host', 'meeting_type', 'name', 'email', 'status'],
    listSearchableFields: ['name', 'email', 'company_name'],
    description: 'Meetings booked on /demo-booking and from the onboarding screen. Set Status to Cancelled to cancel one: the visitor and the host get a calendar cancellation.',
    groupBy: true,
    components: { beforeListTable: ['/components/admin/upcoming-bookings#UpcomingBookings', exportCsvComponent('bookings')] },
  },
  // Upcoming first: confirmed before cancelled, soonest first.
  defaultSort: ['-status', 'start'],
  access: { read: salesOrAdmin, create: nobody, update: salesOrAdmin, delete: adminOnly },
  hooks: {
    beforeChange: [
      ({ data, originalDoc, operation }) => {
        if (operation !== 'update' || !originalDoc) return data
        if (originalDoc.status === 'cancelled' && data.status === 'confirmed') {
          throw new APIError('A cancelled booking cannot be confirmed again; book a new time instead.', 400, null, true)
        }
        if (originalDoc.status === 'confirmed' && data.status === 'cancelled') {
          data.slot_lock = null
          data.sequence = Number(originalDoc.sequence ?? 0) + 1
          data.cancelled_at = new Date().toISOString()
          data.cancelled_by ??= 'staff'
        }
        return data
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, operation, req }) => {
        if (operation !== 'update' || previousDoc?.status !== 'confirmed' || doc.status !== 'cancelled') return doc
        const { queueBookingMails } = await import('@/server/scheduler/mail')
        await queueBookingMails(req.payload, { bookingId: String(doc.id), method: 'CANCEL', sequence: Number(doc.sequence) }, req)
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'confirmed',
      index: true,
      options: [
        { label: 'Confirmed', value: 'confirmed' },
        { label: 'Cancelled', value: 'cancelled' },
      ],
    },
    {
      name: 'meeting_type',
      type: 'select',
      required: true,
      label: 'Meeting',
      admin: readOnly,
      options: MEETING_TYPES.map((value) => ({ value, label: SCHEDULER.meetingTypes[value].title })),
    },
    // Not required: deleting a host's user keeps their past bookings (host empty).
    { name: 'host', type: 'relationship', relationTo: 'users', index: true, admin: readOnly },
    { name: 'start', type: 'date', required: true, index: true, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'end', type: 'date', required: true, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'visitor_time_zone', type: 'text', required: true, label: "Visitor's time zone", admin: readOnly },
    { name: 'name', type: 'text', required: true, admin: readOnly },
    { name: 'email', type: 'email', required: true, index: true, admin: readOnly },
    { name: 'company_name', type: 'text', label: 'Company', admin: readOnly },
    { name: 'phone', type: 'text', admin: readOnly },
    { name: 'message', type: 'textarea', admin: readOnly },
    { name: 'lead', type: 'relationship', relationTo: 'erpz-demo-requests', index: true, admin: readOnly },
    // Calendar identity: the same UID on every update and the cancellation, SEQUENCE counts changes.
    { name: 'ical_uid', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'sequence', type: 'number', required: true, defaultValue: 0, admin: { hidden: true } },
    // `host|start` while confirmed, empty once cancelled: the unique index that makes a slot
    // go to exactly one booking on SQLite and PostgreSQL alike (decision 111).
    { name: 'slot_lock', type: 'text', unique: true, admin: { hidden: true } },
    { name: 'cancelled_at', label: 'Cancelled at', type: 'date', admin: readOnly },
    {
      name: 'cancelled_by',
      label: 'Cancelled by',
      type: 'select',
      admin: readOnly,
      options: [
        { label: 'Visitor', value: 'visitor' },
        { label: 'Staff', value: 'staff' },
      ],
    },
  ],
  timestamps: true,
}
