import { describe, expect, it } from 'vitest'

import { isCapturableEmail } from './email-capture'

describe('isCapturableEmail', () => {
  it.each(['a@b.co', 'ops@factory.in', ' x@y '])('accepts %j', (value) => expect(isCapturableEmail(value)).toBe(true))
  it.each(['', '   ', 'abc', 'factory.in'])('rejects %j', (value) => expect(isCapturableEmail(value)).toBe(false))
})
