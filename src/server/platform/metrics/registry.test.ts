import { describe, expect, it } from 'vitest'

import { metrics, recordRequest, routeLabel } from './registry'

describe('metrics', () => {
  it('labels requests with a bounded set of route patterns', () => {
    expect(routeLabel('/blog/some-post')).toBe('/blog/:slug')
    expect(routeLabel('/blog/rss.xml')).toBe('/blog/rss.xml')
    expect(routeLabel('/leads/contact')).toBe('/leads/contact')
    expect(routeLabel('/workspace/auth/google')).toBe('/workspace/auth/:provider')
    expect(routeLabel('/_next/static/chunks/a.js')).toBe('/_next/static')
    expect(routeLabel('/pricing')).toBe('/pricing')
    expect(routeLabel('/wp-login.php')).toBe('other')
    expect(routeLabel('/random/deep/path')).toBe('other')
  })

  it('counts 429s and sign-ups and logins by outcome', async () => {
    recordRequest('POST', '/workspace/auth/login', 200, 0.05)
    recordRequest('POST', '/workspace/auth/login', 401, 0.05)
    recordRequest('POST', '/workspace/auth/login', 429, 0.001)
    recordRequest('POST', '/workspace/auth/register', 201, 0.2)
    recordRequest('GET', '/blog/x', 200, 0.01)
    const text = await metrics().registry.metrics()
    expect(text).toContain('erpz_auth_attempts_total{action="login",outcome="success"} 1')
    expect(text).toContain('erpz_auth_attempts_total{action="login",outcome="rejected"} 1')
    expect(text).toContain('erpz_auth_attempts_total{action="login",outcome="rate_limited"} 1')
    expect(text).toContain('erpz_auth_attempts_total{action="signup",outcome="success"} 1')
    expect(text).toContain('erpz_rate_limit_rejections_total{route="/workspace/auth/login"} 1')
    expect(text).toContain('erpz_http_request_duration_seconds_count{route="/blog/:slug",method="GET",status="2xx"} 1')
  })
})
