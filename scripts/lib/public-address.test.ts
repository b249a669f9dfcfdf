import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { adminRedirect, buildPublicUrl, prerenderedElsewhere, writeBuildAddress } from './public-address'

describe('the admin at another host than PUBLIC_URL', () => {
  const publicUrl = 'https://www.erpz.example'

  it('goes to the same path and query on PUBLIC_URL’s origin', () => {
    expect(adminRedirect('/admin', '127.0.0.1:3000', publicUrl)).toBe('https://www.erpz.example/admin')
    expect(adminRedirect('/admin/collections/pages?page=2', '10.0.0.5', publicUrl)).toBe('https://www.erpz.example/admin/collections/pages?page=2')
    expect(adminRedirect('/admin/login', undefined, publicUrl)).toBe('https://www.erpz.example/admin/login')
  })

  it('stays where it is at PUBLIC_URL’s host, whatever its case or a default port written out', () => {
    expect(adminRedirect('/admin', 'www.erpz.example', publicUrl)).toBeNull()
    expect(adminRedirect('/admin/account', 'WWW.Erpz.Example:443', publicUrl)).toBeNull()
    expect(adminRedirect('/admin', 'localhost:3100', 'http://localhost:3100')).toBeNull()
    expect(adminRedirect('/admin', 'localhost:3101', 'http://localhost:3100')).toBe('http://localhost:3100/admin')
  })

  it('takes the first host a proxy chain forwarded', () => {
    expect(adminRedirect('/admin', 'www.erpz.example, 10.0.0.1', publicUrl)).toBeNull()
  })

  it('leaves the API, health checks, the site and look-alike paths alone', () => {
    for (const url of ['/api/users/me', '/healthz', '/readyz', '/', '/administration', '/blog/admin', '/admins?x=1']) {
      expect(adminRedirect(url, '127.0.0.1', publicUrl)).toBeNull()
    }
  })

  it('redirects a Host header that is not a host at all', () => {
    expect(adminRedirect('/admin', 'bad host/../x', publicUrl)).toBe('https://www.erpz.example/admin')
  })
})

describe('the address a build prerendered its pages at', () => {
  it('is PUBLIC_URL as the build saw it, localhost:3000 without it', () => {
    expect(buildPublicUrl({})).toBe('http://localhost:3000')
    expect(buildPublicUrl({ PUBLIC_URL: 'https://erpz.in/' })).toBe('https://erpz.in')
  })

  it('tells a server at another address, or with a build of unknown address, to render them again', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-build-address-'))
    try {
      expect(prerenderedElsewhere(dir, 'http://localhost:3000')).toBe(true)
      writeBuildAddress(dir, 'http://localhost:3000')
      expect(prerenderedElsewhere(dir, 'http://localhost:3000')).toBe(false)
      expect(prerenderedElsewhere(dir, 'https://staging.erpz.in')).toBe(true)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
