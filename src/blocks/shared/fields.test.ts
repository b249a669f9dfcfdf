import { describe, expect, it } from 'vitest'

import { validateHref } from './fields'

const check = (value: string) => validateHref(value, {} as never)

describe('a block link target', () => {
  it('accepts a path of this site, a section, https, mailto and tel', () => {
    for (const ok of ['/pricing', '/solutions#plan', '#faq', 'https://example.com', 'mailto:hello@erpz.in', 'tel:+911234567890']) expect(check(ok), ok).toBe(true)
  })

  it('refuses what a browser reads as another site’s address', () => {
    expect(check('/\\evil.example/x')).toBe('Link target "/\\evil.example/x" is not a path of this site: a path starts with a single / and uses forward slashes, such as /pricing.')
    expect(check('//evil.example')).toContain('is not a path of this site')
    expect(check('http://example.com')).toContain('must start with /')
  })
})
