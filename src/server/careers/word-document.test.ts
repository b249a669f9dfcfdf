import { describe, expect, it } from 'vitest'

import { EXCEL_STREAMS, OUTLOOK_STREAMS, WORD_STREAMS, compoundFile } from '../../../tests/support/cfb'

import { compoundFileRootStreams, isWordDocument } from './word-document'

describe('isWordDocument', () => {
  it('accepts a compound file whose root holds a WordDocument stream (directory over two sectors)', () => {
    const doc = compoundFile(WORD_STREAMS)
    expect(compoundFileRootStreams(doc)).toEqual(new Set(WORD_STREAMS))
    expect(isWordDocument(doc)).toBe(true)
    // The stream may sit anywhere in the root's tree, the second directory sector included.
    expect(isWordDocument(compoundFile(['a', 'b', 'c', 'd', 'WordDocument']))).toBe(true)
  })

  it('refuses the other compound files, though "WordDocument" appears in their bytes', () => {
    for (const streams of [EXCEL_STREAMS, OUTLOOK_STREAMS, [], ['WordDocumen'], ['wordDocument']]) {
      const file = compoundFile(streams)
      expect(file.includes(Buffer.from('WordDocument', 'utf16le'))).toBe(true)
      expect(isWordDocument(file)).toBe(false)
    }
  })

  it('refuses a WordDocument that is a storage rather than a stream', () => {
    const file = compoundFile(['WordDocument'])
    // Entry 1 (the first after the root) sits at the directory's second 128 bytes: sector 1 starts at 1024.
    file[1024 + 128 + 0x42] = 1
    expect(isWordDocument(file)).toBe(false)
  })

  it('answers "not Word" for damaged files, never throws or loops', () => {
    const doc = compoundFile(WORD_STREAMS)
    const cut = doc.subarray(0, 1536) // the directory's second sector is missing
    expect(isWordDocument(cut)).toBe(false)
    const looped = Buffer.from(doc)
    looped.writeUInt32LE(1, 512 + 4) // sector 1's next is itself
    expect(isWordDocument(looped)).toBe(false)
    const badFat = Buffer.from(doc)
    badFat.writeUInt32LE(999, 0x4c) // the FAT sector is past the end
    expect(isWordDocument(badFat)).toBe(false)
    const cycle = Buffer.from(doc)
    cycle.writeUInt32LE(0, 1024 + 128 + 0x48) // a sibling pointing back at the root
    expect(() => isWordDocument(cycle)).not.toThrow()
    expect(isWordDocument(Buffer.from('%PDF-1.4'))).toBe(false)
    expect(isWordDocument(Buffer.concat([doc.subarray(0, 8), Buffer.alloc(600)]))).toBe(false)
  })
})
