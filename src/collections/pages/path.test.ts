import { describe, expect, it } from 'vitest'

import { pagePath, refusedPagePath, reservedPrefix, validateSlug } from './path'

describe('page paths', () => {
  it('makes / of the top-level home page and nests the others under their parent', () => {
    expect(pagePath('home', null)).toBe('/')
    expect(pagePath('about', null)).toBe('/about')
    expect(pagePath('pharma-plants', '/lp')).toBe('/lp/pharma-plants')
    expect(pagePath('home', '/lp')).toBe('/lp/home')
    expect(pagePath('x', '/')).toBe('/x')
  })

  it('knows the addresses other routes own, and only those', () => {
    expect(reservedPrefix('/blog')).toBe('/blog')
    expect(reservedPrefix('/blog/anything')).toBe('/blog')
    expect(reservedPrefix('/careers')).toBe('/careers')
    expect(reservedPrefix('/admin/x')).toBe('/admin')
    expect(reservedPrefix('/blogging')).toBeUndefined()
    expect(reservedPrefix('/lp/pharma-plants')).toBeUndefined()
  })

  it('lets a page document have /careers (its route renders it) but nothing under it', () => {
    expect(refusedPagePath('/careers')).toBeUndefined()
    expect(refusedPagePath('/careers/product-designer')).toBe('/careers')
    expect(refusedPagePath('/blog')).toBe('/blog')
    expect(refusedPagePath('/lp/pharma-plants')).toBeUndefined()
  })

  it('says in words what is wrong with a slug', () => {
    expect(validateSlug('pharma-plants')).toBe(true)
    expect(validateSlug('')).toMatch(/^Slug is required/)
    expect(validateSlug('Pharma Plants')).toMatch(/lowercase letters, digits and single hyphens/)
    expect(validateSlug('a--b')).toMatch(/single hyphens/)
    expect(validateSlug('a/b')).toMatch(/no spaces, slashes/)
    expect(validateSlug('x'.repeat(81))).toMatch(/too long/)
  })
})
