import 'server-only'

import type { Payload } from 'payload'

import { type MeetingType, SCHEDULER } from '@/config/behaviour'
import type { SlotsResponse } from '@/lib/validation/booking'
import type { User } from '@/payload-types'

import { hostNameForVisitor } from './host-name'
import { hostIdOf } from './mail'
import { bookingWindow, type Busy, groupByDay, type HostSchedule, hostSlots } from './slots'

/**
 * When the hosts are free (the scheduler's first room; booking.ts books, manage.ts moves and
 * cancels): the hosts' schedules, their confirmed bookings, the free slots and the slot locks.
 */

/** A host as stored (Payload's generated type). */
type UserDoc = User

const DAY_MS = 24 * 3600_000

function toSchedule(user: UserDoc): HostSchedule {
  const s = user.scheduling ?? {}
  const weekly = (s.weeklyHours ?? [])
    .filter((w) => w.day && w.start && w.end)
    .map((w) => ({ day: Number(w.day), start: String(w.start), end: String(w.end) }))
  return {
    id: String(user.id),
    name: hostNameForVisitor(user),
    email: user.email,
    timeZone: s.timeZone || SCHEDULER.officeTimeZone,
    bufferMinutes: Math.max(0, Number(s.bufferMinutes ?? SCHEDULER.defaultBufferMinutes) || 0),
    weekly: weekly.length ? weekly : SCHEDULER.officeHours,
    blockedDates: new Set((s.blockedDates ?? []).map((b) => b.date).filter((d): d is string => Boolean(d))),
  }
}

/**
 * The hosts: CMS users with the sales role. A fresh install has only its first admin, so when no
 * user has the sales role the admins host (and get the invites), instead of a scheduler with no
 * times at all.
 */
export async function loadHosts(payload: Payload): Promise<HostSchedule[]> {
  const find = async (role: string) =>
    (
      await payload.find({
        collection: 'users',
        where: { roles: { in: [role] } },
        limit: 0,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        sort: 'id',
      })
    ).docs
  let users = await find('sales')
  if (!users.length) users = await find('admin')
  return users.map(toSchedule)
}

export async function busyByHost(payload: Payload, from: Date, to: Date, exceptId?: string): Promise<Map<string, Busy[]>> {
  const { docs } = await payload.find({
    collection: 'erpz-bookings',
    where: {
      and: [
        { status: { equals: 'confirmed' } },
        // Buffers reach past the window: a day either side covers any buffer the CMS allows.
        { start: { less_than: new Date(to.getTime() + DAY_MS).toISOString() } },
        { end: { greater_than: new Date(from.getTime() - DAY_MS).toISOString() } },
      ],
    },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const busy = new Map<string, Busy[]>()
  for (const doc of docs) {
    if (exceptId && String(doc.id) === exceptId) continue
    const host = hostIdOf(doc.host)
    const list = busy.get(host) ?? []
    list.push({ start: new Date(doc.start), end: new Date(doc.end) })
    busy.set(host, list)
  }
  return busy
}

/** Free start instants (ISO) and which hosts are free at each, over the whole booking window. */
export async function freeSlots(payload: Payload, type: MeetingType, now = new Date(), exceptBookingId?: string) {
  const { from, to } = bookingWindow(now)
  const minutes = SCHEDULER.meetingTypes[type].minutes
  const hosts = await loadHosts(payload)
  const busy = await busyByHost(payload, from, to, exceptBookingId)
  const slots = new Map<string, HostSchedule[]>()
  for (const host of hosts) {
    for (const start of hostSlots(host, busy.get(host.id) ?? [], from, to, minutes)) {
      const key = start.toISOString()
      const list = slots.get(key) ?? []
      list.push(host)
      slots.set(key, list)
    }
  }
  return slots
}

/** The slots a visitor in `timeZone` sees, by their calendar day. */
export async function listSlots(payload: Payload, type: MeetingType, timeZone: string, now = new Date()): Promise<SlotsResponse['days']> {
  const slots = await freeSlots(payload, type, now)
  const starts = [...slots.keys()].sort().map((iso) => new Date(iso))
  return groupByDay(starts, timeZone)
}

/** Hosts whose grid has `start`, booked or not: tells a lost race from a time never offered. */
export async function hostsOnGrid(payload: Payload, type: MeetingType, start: Date, now: Date) {
  const { from, to } = bookingWindow(now)
  if (start < from || start > to) return []
  const minutes = SCHEDULER.meetingTypes[type].minutes
  const hosts = await loadHosts(payload)
  return hosts.filter((host) => hostSlots(host, [], start, start, minutes).some((s) => s.getTime() === start.getTime()))
}

/** Whether a confirmed booking holds `lock` (read outside any transaction). */
export async function lockHeld(payload: Payload, lock: string): Promise<boolean> {
  const row = await payload.db.findOne({ collection: 'erpz-bookings', where: { slot_lock: { equals: lock } } })
  return Boolean(row)
}

export const slotLock = (hostId: string, start: Date) => `${hostId}|${start.toISOString()}`

/** Hosts free at `start`, the least booked first (ties by id), so work spreads across the team. */
export function rankHosts(candidates: HostSchedule[], busy: Map<string, Busy[]>): HostSchedule[] {
  return [...candidates].sort((a, b) => (busy.get(a.id)?.length ?? 0) - (busy.get(b.id)?.length ?? 0) || Number(a.id) - Number(b.id))
}

