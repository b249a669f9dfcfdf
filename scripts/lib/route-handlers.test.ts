import { describe, expect, it } from 'vitest'

import { routePattern } from './route-handlers'

describe('route handler paths from the build manifest', () => {
  it('drops route groups and matches dynamic and catch-all segments', () => {
    expect(routePattern('/(site)/(marketing)/careers/[slug]/apply/route').test('/careers/plant-engineer/apply')).toBe(true)
    expect(routePattern('/(site)/(marketing)/careers/[slug]/apply/route').test('/careers/a/b/apply')).toBe(false)
    expect(routePattern('/workspace/api/v1/[...path]/route').test('/workspace/api/v1/a/b')).toBe(true)
    expect(routePattern('/workspace/api/v1/[...path]/route').test('/workspace/api/v1')).toBe(false)
    expect(routePattern('/robots.txt/route').test('/robots.txt')).toBe(true)
    expect(routePattern('/robots.txt/route').test('/robotsxtxt')).toBe(false)
    expect(routePattern('/workspace/auth/register/route').test('/workspace/auth/register')).toBe(true)
  })
})
