import { describe, expect, it } from 'vitest'

import { listHref, listWhere } from './list-where'

describe('listWhere', () => {
  it('reads the filter from flat search params, as the list view hands them over', () => {
    expect(listWhere({ 'where[and][0][status][equals]': 'new', 'where[and][1][opening][equals]': '4', page: '1' })).toEqual({
      and: [{ status: { equals: 'new' } }, { opening: { equals: '4' } }],
    })
  })

  it('takes a nested filter as it is, and says null when there is none', () => {
    expect(listWhere({ where: { owner: { equals: 3 } } })).toEqual({ owner: { equals: 3 } })
    expect(listWhere({ page: '2' })).toBeNull()
    expect(listWhere(undefined)).toBeNull()
  })
})

describe('listHref', () => {
  it('writes a filter the list reads back the same (ids, dates and words with spaces included)', () => {
    const where = { and: [{ opening: { equals: 4 } }, { status: { in: ['new', 'screening'] } }, { name: { like: 'Ana María' } }] }
    const href = listHref('job-applications', where, { page: 1 })
    expect(href.startsWith('/admin/collections/job-applications?')).toBe(true)
    const params = Object.fromEntries(new URLSearchParams(href.split('?')[1]))
    expect(params.page).toBe('1')
    expect(listWhere(params)).toEqual({ and: [{ opening: { equals: '4' } }, { status: { in: ['new', 'screening'] } }, { name: { like: 'Ana María' } }] })
  })
})
