import { describe, expect, it } from 'vitest'

import { blogListQuery, decodeBlogListKey, encodeBlogListKey } from './list-query'

const key = (search: string) => encodeBlogListKey(blogListQuery(new URLSearchParams(search)))

describe('blog list query keys', () => {
  it('normalise as the list always did: first value, trimmed text, a positive page', () => {
    expect(blogListQuery(new URLSearchParams('q=%20shop%20%20floor%25&q=other&category=%20quality-control%20&page=3abc'))).toEqual({
      q: 'shop floor',
      category: 'quality-control',
      page: 3,
    })
    expect(blogListQuery(new URLSearchParams('page=-2'))).toEqual({ q: '', category: '', page: 1 })
    expect(blogListQuery(new URLSearchParams('page=0x10'))).toMatchObject({ page: 1 })
    expect(blogListQuery(new URLSearchParams('page=99999999'))).toMatchObject({ page: 10_000 })
    expect(blogListQuery(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(100)
    // Cut at 100 characters without leaving a trailing space or half an emoji behind.
    expect(blogListQuery(new URLSearchParams(`q=${'a'.repeat(99)}+b`)).q).toBe('a'.repeat(99))
    expect(Array.from(blogListQuery(new URLSearchParams(`q=${'a'.repeat(99)}${'😀'.repeat(2)}`)).q)).toHaveLength(100)
  })

  it('give one key to every spelling of the same list, and different keys to different lists', () => {
    expect(key('')).toBe(key('page=1'))
    expect(key('q=shop+floor&page=2')).toBe(key('page=2&q=%20shop%20%20floor'))
    expect(key('q=shop')).not.toBe(key('q=Shop'))
    expect(key('q=a&category=b')).not.toBe(key('q=b&category=a'))
    expect(key('page=2')).not.toBe(key('page=3'))
  })

  it('are single URL-safe path segments that decode to the query they stand for', () => {
    for (const search of ['', 'page=7', `q=${'a'.repeat(99)}+b`, `q=${'a'.repeat(99)}${'😀'.repeat(2)}`, 'q=Überprüfung%20%E2%80%94%20%2F%3F%23&category=Quality%20Control', `q=${'é'.repeat(100)}&category=${'x'.repeat(100)}`]) {
      const query = blogListQuery(new URLSearchParams(search))
      const encoded = encodeBlogListKey(query)
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(decodeBlogListKey(encoded)).toEqual(query)
    }
  })

  it('reject anything encodeBlogListKey would not produce, so no second address serves a list', () => {
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url')
    expect(decodeBlogListKey(b64([1, '', '']))).toEqual({ q: '', category: '', page: 1 })
    for (const bad of [b64([0, '', '']), b64([1, ' shop', '']), b64([1, '', ' x']), b64([1, 'a%b', '']), b64(['1', '', '']), b64([1, '', '', 'extra']), b64({ page: 1 }), 'not-found', '', `${b64([1, '', ''])}=`]) {
      expect(decodeBlogListKey(bad), bad).toBeNull()
    }
  })
})
