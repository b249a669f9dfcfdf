import { describe, expect, it } from 'vitest'

import { RESERVED_WORKSPACE_NAMES, WORKSPACE_NAME_MESSAGES, WorkspaceNameSchema } from './workspace-name'

const firstMessage = (value: unknown) => {
  const result = WorkspaceNameSchema.safeParse(value)
  return result.success ? null : result.error.issues[0]?.message
}

describe('WorkspaceNameSchema', () => {
  it('trims and lower-cases valid names', () => {
    expect(WorkspaceNameSchema.parse('  Acme-Steel42 ')).toBe('acme-steel42')
    expect(WorkspaceNameSchema.parse('a'.repeat(63))).toBe('a'.repeat(63))
  })

  it('names the rule a bad name breaks', () => {
    expect(firstMessage('ab')).toBe(WORKSPACE_NAME_MESSAGES.tooShort)
    expect(firstMessage('a'.repeat(64))).toBe(WORKSPACE_NAME_MESSAGES.tooLong)
    expect(firstMessage('acme_steel')).toBe(WORKSPACE_NAME_MESSAGES.characters)
    expect(firstMessage('acme.steel')).toBe(WORKSPACE_NAME_MESSAGES.characters)
    expect(firstMessage('-acme')).toBe(WORKSPACE_NAME_MESSAGES.hyphen)
    expect(firstMessage('acme-')).toBe(WORKSPACE_NAME_MESSAGES.hyphen)
    expect(firstMessage('xn--acme')).toBe(WORKSPACE_NAME_MESSAGES.punycode)
    expect(firstMessage('WWW')).toBe(WORKSPACE_NAME_MESSAGES.reserved)
    expect(firstMessage(42)).toBe('Workspace URL is required')
  })

  it('reserves at least 60 names, all of which would otherwise be valid labels', () => {
    expect(RESERVED_WORKSPACE_NAMES.size).toBeGreaterThanOrEqual(60)
    for (const name of RESERVED_WORKSPACE_NAMES) expect(name).toMatch(/^[a-z0-9-]+$/)
  })
})
