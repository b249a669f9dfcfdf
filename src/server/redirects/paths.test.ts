import { describe, expect, it } from 'vitest'

import { finalTable, normalisePath, siteRelative, targetPath, validateSource, validateTargetUrl } from './paths'

describe('redirect addresses', () => {
  it('stores paths without a trailing slash', () => {
    expect(normalisePath(' /solutions/old/ ')).toBe('/solutions/old')
    expect(normalisePath('/')).toBe('/')
  })

  it('refuses sources the site needs or that are not paths, in words', () => {
    expect(validateSource('/solutions/old-name')).toBe(true)
    expect(validateSource('/blog/old-post')).toBe(true)
    expect(validateSource('/')).toBe('/ cannot be redirected: it is the home page.')
    expect(validateSource('/blog')).toBe('/blog cannot be redirected: it is the blog.')
    expect(validateSource('/api/users')).toBe('/api/users cannot be redirected: addresses under /api belong to the site itself.')
    expect(validateSource('/administration')).toBe(true)
    expect(validateSource('old')).toContain('starting with a single "/"')
    expect(validateSource('//evil.example')).toContain('starting with a single "/"')
    expect(validateSource('/a?b=1')).toContain('no spaces, "?", "#"')
    expect(validateSource('/a/../admin')).toBe('From may not contain "." or ".." segments.')
    expect(validateSource('/brochure.pdf')).toContain('looks like a file')
  })

  it('accepts paths that stay on this site and https addresses as targets only', () => {
    const own = 'https://erpz.in'
    expect(validateTargetUrl('/pricing', own)).toBe(true)
    expect(validateTargetUrl('/pricing?plan=pro#faq', own)).toBe(true)
    expect(validateTargetUrl('https://example.com/x', own)).toBe(true)
    expect(validateTargetUrl('javascript:alert(1)', own)).toContain('a full address starting with https://')
    expect(validateTargetUrl('//evil.example', own)).toContain('is not a path of this site')
    expect(validateTargetUrl('/\\evil.example/x', own)).toContain('may not contain a backslash')
    expect(validateTargetUrl('\\/evil.example/x', own)).toContain('may not contain a backslash')
    expect(validateTargetUrl('http://evil.example/x', own)).toBe('To: an address on another site must start with https:// (not http://): http://evil.example/x')
    expect(validateTargetUrl('pricing', own)).toContain('neither a path of this site')
  })

  it('stores this site’s full addresses as paths and knows which targets are paths', () => {
    expect(siteRelative('https://erpz.in/pricing?x=1', 'https://erpz.in')).toBe('/pricing?x=1')
    expect(siteRelative('https://other.example/pricing', 'https://erpz.in')).toBe('https://other.example/pricing')
    expect(targetPath('/pricing/?x=1')).toBe('/pricing')
    expect(targetPath('https://other.example/pricing')).toBeNull()
  })

  it('follows a chain left by a race to its end and drops a loop', () => {
    expect(finalTable([['/a', '/b'], ['/b', '/c']])).toEqual({ '/a': '/c', '/b': '/c' })
    expect(finalTable([['/a', '/b'], ['/b', '/a'], ['/x', 'https://other.example/']])).toEqual({ '/x': 'https://other.example/' })
  })
})
