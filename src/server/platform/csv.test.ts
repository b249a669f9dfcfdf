import { describe, expect, it } from 'vitest'

import { csvField, csvRow } from './csv'

describe('csvRow', () => {
  it('quotes separators and neutralises formulas', () => {
    expect(csvRow(['a,b', 'say "hi"', 'line\nbreak', '=HYPERLINK("x")', null, 3])).toBe(
      '"a,b","say ""hi""","line\nbreak","\'=HYPERLINK(""x"")",,3\r\n',
    )
  })
})

describe('csvField', () => {
  it.each([
    ['a leading space', ' =HYPERLINK("http://evil.example","x")'],
    ['a no-break space', '\u00A0=1+1'],
    ['spaces and tabs', ' \t =cmd'],
    ['a line break', '\r\n@SUM(A1)'],
    ['an ideographic space', '\u3000+1'],
    ['a zero-width space', '\u200B=1'],
    ['a byte-order mark', '\uFEFF-1'],
    ['a control character', '\u0001=1'],
    ['a full-width equals sign', '\uFF1D1+1'],
    ['a bare tab', '\tx'],
    ['a bare carriage return', '\rx'],
  ])('guards a formula after %s', (_, value) => {
    const field = csvField(value)
    const unquoted = field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field
    expect(unquoted).toBe(`'${value}`)
  })

  it('leaves ordinary text alone, whitespace included', () => {
    expect(csvField('/contact')).toBe('/contact')
    expect(csvField('  spaced out')).toBe('  spaced out')
    expect(csvField('a=b')).toBe('a=b')
    expect(csvField('')).toBe('')
  })
})
