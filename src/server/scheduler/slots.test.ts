import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { buildIcs } from './ics'
import { groupByDay, type HostSchedule, hostSlots } from './slots'

const host = (over: Partial<HostSchedule> = {}): HostSchedule => ({
  id: '1',
  name: 'Asha',
  email: 'asha@erpz.in',
  timeZone: 'America/Los_Angeles',
  bufferMinutes: 0,
  weekly: [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '18:00' })),
  blockedDates: new Set(),
  ...over,
})
const iso = (dates: Date[]) => dates.map((d) => d.toISOString())

describe('hostSlots', () => {
  it('keeps 09:00 local across the US spring change (17:00Z in PST, 16:00Z in PDT)', () => {
    const before = hostSlots(host(), [], new Date('2027-03-12T08:00:00Z'), new Date('2027-03-13T08:00:00Z'), 30)
    expect(iso(before)[0]).toBe('2027-03-12T17:00:00.000Z')
    expect(before).toHaveLength(18)
    const after = hostSlots(host(), [], new Date('2027-03-15T07:00:00Z'), new Date('2027-03-16T07:00:00Z'), 30)
    expect(iso(after)[0]).toBe('2027-03-15T16:00:00.000Z')
    expect(iso(after).at(-1)).toBe('2027-03-16T00:30:00.000Z') // 17:30 PDT, the last that ends by 18:00
  })

  it('walks a window that crosses the spring-forward gap in real time (one slot fewer)', () => {
    const night = host({ weekly: [{ day: 7, start: '01:00', end: '04:00' }] })
    const slots = hostSlots(night, [], new Date('2027-03-14T00:00:00Z'), new Date('2027-03-15T00:00:00Z'), 30)
    // 01:00 PST = 09:00Z … 04:00 PDT = 11:00Z: two real hours, four slots instead of six.
    expect(iso(slots)).toEqual(['2027-03-14T09:00:00.000Z', '2027-03-14T09:30:00.000Z', '2027-03-14T10:00:00.000Z', '2027-03-14T10:30:00.000Z'])
  })

  it('steps by meeting plus buffer and leaves the buffer around busy meetings free', () => {
    const buffered = host({ bufferMinutes: 15, weekly: [{ day: 1, start: '09:00', end: '11:00' }] })
    const from = new Date('2027-03-15T00:00:00Z')
    const to = new Date('2027-03-16T00:00:00Z')
    expect(iso(hostSlots(buffered, [], from, to, 30))).toEqual(['2027-03-15T16:00:00.000Z', '2027-03-15T16:45:00.000Z', '2027-03-15T17:30:00.000Z'])
    const busy = [{ start: new Date('2027-03-15T16:45:00Z'), end: new Date('2027-03-15T17:15:00Z') }]
    // 16:00–16:30 ends exactly a buffer before it, 17:30 starts exactly a buffer after it.
    expect(iso(hostSlots(buffered, busy, from, to, 30))).toEqual(['2027-03-15T16:00:00.000Z', '2027-03-15T17:30:00.000Z'])
    const longer = [{ start: new Date('2027-03-15T16:40:00Z'), end: new Date('2027-03-15T17:20:00Z') }]
    expect(iso(hostSlots(buffered, longer, from, to, 30))).toEqual([])
    const plain = host({ weekly: [{ day: 1, start: '09:00', end: '10:30' }] })
    expect(iso(hostSlots(plain, [{ start: new Date('2027-03-15T16:30:00Z'), end: new Date('2027-03-15T17:00:00Z') }], from, to, 30))).toEqual([
      '2027-03-15T16:00:00.000Z',
      '2027-03-15T17:00:00.000Z',
    ])
  })

  it('skips blocked dates and days without hours, and respects the window', () => {
    const blocked = host({ blockedDates: new Set(['2027-03-15']) })
    expect(hostSlots(blocked, [], new Date('2027-03-15T00:00:00Z'), new Date('2027-03-16T06:00:00Z'), 30)).toEqual([])
    // Saturday and Sunday: no office hours.
    expect(hostSlots(host(), [], new Date('2027-03-13T08:00:00Z'), new Date('2027-03-15T06:00:00Z'), 30)).toEqual([])
    const from = new Date('2027-03-15T20:10:00Z')
    expect(iso(hostSlots(host(), [], from, new Date('2027-03-15T21:00:00Z'), 30))).toEqual(['2027-03-15T20:30:00.000Z', '2027-03-15T21:00:00.000Z'])
  })

  it('groups by the visitor day: a Kolkata 09:00 is the previous evening in Los Angeles, 19:30 in PST and 20:30 in PDT', () => {
    const kolkata = host({ timeZone: 'Asia/Kolkata' })
    const starts = [
      ...hostSlots(kolkata, [], new Date('2027-03-12T00:00:00Z'), new Date('2027-03-12T04:00:00Z'), 30),
      ...hostSlots(kolkata, [], new Date('2027-03-15T00:00:00Z'), new Date('2027-03-15T04:00:00Z'), 30),
    ]
    expect(iso(starts)).toContain('2027-03-12T03:30:00.000Z')
    expect(iso(starts)).toContain('2027-03-15T03:30:00.000Z')
    const days = groupByDay(starts, 'America/Los_Angeles')
    expect(days.map((d) => [d.date, d.label, d.slots[0]?.label])).toEqual([
      ['2027-03-11', 'Thursday, March 11', '7:30 PM'],
      ['2027-03-14', 'Sunday, March 14', '8:30 PM'],
    ])
  })
})

describe('buildIcs', () => {
  it('is a REQUEST a calendar library reads back with the same instants, UID and sequence', () => {
    const text = buildIcs({
      method: 'REQUEST',
      uid: 'abc@erpz.in',
      sequence: 2,
      start: new Date('2027-03-15T03:30:00Z'),
      end: new Date('2027-03-15T04:00:00Z'),
      summary: 'ERPZ product demo',
      description: 'Visitor: Sunday, March 14, 2027, 8:30 PM PDT; host, with a comma\nand a line that is long enough to need folding at seventy-five octets ✓',
      organizer: { name: 'Asha "A" Rao', email: 'asha@erpz.in' },
      attendees: [{ name: 'Meera', email: 'meera@example.com' }],
    })
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    expect(event.uid).toBe('abc@erpz.in')
    expect(event.sequence).toBe(2)
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-15T03:30:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-15T04:00:00.000Z')
    expect(event.description).toContain('host, with a comma\nand a line')
  })
})
