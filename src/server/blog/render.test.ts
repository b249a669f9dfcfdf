import { describe, expect, it } from 'vitest'

import { safeHref } from './render'

describe('safeHref', () => {
  it('keeps site paths, anchors and web, mail and phone links', () => {
    expect(safeHref('/blog/plan')).toBe('/blog/plan')
    expect(safeHref('#costs')).toBe('#costs')
    expect(safeHref('https://erpz.in/x')).toBe('https://erpz.in/x')
    expect(safeHref('mailto:hello@erpz.in')).toBe('mailto:hello@erpz.in')
  })

  it('refuses links a browser would send to another host or run as code', () => {
    for (const href of ['//evil.example', '/\\evil.example', '\\\\evil.example', '\\/evil.example', '/\t/evil.example', 'javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x']) {
      expect(safeHref(href), href).toBeNull()
    }
  })
})
