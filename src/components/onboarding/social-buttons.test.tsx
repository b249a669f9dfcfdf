import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { SocialButtons } from './social-buttons'

const render = (configured: Array<'google' | 'microsoft'>, invitationCode = '') =>
  renderToStaticMarkup(<SocialButtons configured={configured} invitationCode={invitationCode} verb="Sign up" />)

describe('SocialButtons', () => {
  it('renders nothing, not even the divider, when no provider is configured', () => {
    expect(render([])).toBe('')
  })

  it('renders a button for each configured provider only, in a fixed order', () => {
    const one = render(['microsoft'], 'abc')
    expect(one).toContain('Sign up with Microsoft')
    expect(one).toContain('href="/workspace/auth/login/microsoft?id=abc"')
    expect(one).not.toContain('Google')
    expect(one).toContain('or continue with email')
    const both = render(['microsoft', 'google'])
    expect(both.indexOf('Sign up with Google')).toBeLessThan(both.indexOf('Sign up with Microsoft'))
  })
})
