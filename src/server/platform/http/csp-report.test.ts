import { describe, expect, it } from 'vitest'

import { parseCspReports } from './csp-report'

describe('parseCspReports', () => {
  it("reads report-uri's body and keeps URLs to origin and path", () => {
    const body = {
      'csp-report': {
        'document-uri': 'https://erpz.in/pricing?email=a@b.c#x',
        'blocked-uri': 'inline',
        'violated-directive': 'script-src-elem',
        'script-sample': 'secret',
        'line-number': 3,
      },
    }
    expect(parseCspReports(JSON.stringify(body))).toEqual([
      { document: 'https://erpz.in/pricing', blocked: 'inline', directive: 'script-src-elem', disposition: undefined, status: undefined, line: 3, column: undefined },
    ])
  })

  it("reads the Reporting API's batches, csp-violation entries only, ten at most", () => {
    const entry = { type: 'csp-violation', body: { documentURL: 'https://erpz.in/', blockedURL: 'data:text/javascript,x', effectiveDirective: 'script-src-elem', disposition: 'enforce' } }
    const parsed = parseCspReports(JSON.stringify([{ type: 'deprecation', body: {} }, ...Array.from({ length: 12 }, () => entry)]))
    expect(parsed).toHaveLength(10)
    expect(parsed?.[0]).toMatchObject({ document: 'https://erpz.in/', blocked: 'data:', directive: 'script-src-elem', disposition: 'enforce' })
  })

  it('is null for anything else', () => {
    for (const text of ['', 'nope', '1', 'null', '[]', '{}', '{"csp-report": []}', '[{"type": "csp-violation", "body": {}}]', '{"csp-report": {"document-uri": 5}}']) {
      expect(parseCspReports(text), text).toBeNull()
    }
  })

  it('drops control characters and bounds lengths', () => {
    const parsed = parseCspReports(JSON.stringify({ 'csp-report': { 'document-uri': `https://erpz.in/${'a'.repeat(500)}`, 'effective-directive': `script-src\n${'x'.repeat(200)}` } }))
    expect(parsed?.[0]?.document.length).toBeLessThanOrEqual(200)
    expect(parsed?.[0]?.directive).not.toContain('\n')
    expect(parsed?.[0]?.directive.length).toBeLessThanOrEqual(80)
  })
})
