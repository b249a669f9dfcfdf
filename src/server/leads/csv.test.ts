import { describe, expect, it } from 'vitest'

import { csvRow } from './csv'

describe('csvRow', () => {
  it('quotes separators and neutralises formulas', () => {
    expect(csvRow(['a,b', 'say "hi"', 'line\nbreak', '=HYPERLINK("x")', null, 3])).toBe(
      '"a,b","say ""hi""","line\nbreak","\'=HYPERLINK(""x"")",,3\r\n',
    )
  })
})
