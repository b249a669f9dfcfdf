/**
 * Tiny Compound File Binary files ([MS-CFB], version 3, 512-byte sectors) built in code: a Word
 * 97–2003 document is one whose root holds a `WordDocument` stream; an Excel workbook holds
 * `Workbook`, an Outlook message `__substg1.0_…` streams. The directory spans two sectors that are
 * not next to each other, so a reader has to follow the FAT chain, and a data sector between them
 * spells "WordDocument" in UTF-16 so that a reader that merely searches the bytes is caught out.
 */
const SECTOR = 512
const FREE = 0xffffffff
const END_OF_CHAIN = 0xfffffffe
const FAT_SECTOR = 0xfffffffd
const NO_STREAM = 0xffffffff

function entry(name: string, type: number, child = NO_STREAM, right = NO_STREAM): Buffer {
  const buffer = Buffer.alloc(128)
  buffer.write(name, 0, 'utf16le')
  buffer.writeUInt16LE((name.length + 1) * 2, 0x40)
  buffer[0x42] = type
  buffer[0x43] = 1 // black
  buffer.writeUInt32LE(NO_STREAM, 0x44)
  buffer.writeUInt32LE(right, 0x48)
  buffer.writeUInt32LE(child, 0x4c)
  buffer.writeUInt32LE(END_OF_CHAIN, 0x74) // every stream is empty
  return buffer
}

/** A compound file whose root storage holds these streams (at most 7), in a right-sibling chain. */
export function compoundFile(streams: string[]): Buffer {
  if (streams.length > 7) throw new Error('at most 7 streams fit two directory sectors')
  const header = Buffer.alloc(SECTOR)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0)
  header.writeUInt16LE(0x3e, 0x18)
  header.writeUInt16LE(3, 0x1a)
  header.writeUInt16LE(0xfffe, 0x1c)
  header.writeUInt16LE(9, 0x1e)
  header.writeUInt16LE(6, 0x20)
  header.writeUInt32LE(1, 0x2c) // one FAT sector
  header.writeUInt32LE(1, 0x30) // the directory starts at sector 1
  header.writeUInt32LE(4096, 0x38)
  header.writeUInt32LE(END_OF_CHAIN, 0x3c)
  header.writeUInt32LE(END_OF_CHAIN, 0x44)
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4)

  // Sector 0 the FAT; 1 and 3 the directory; 2 data.
  const fat = Buffer.alloc(SECTOR, 0xff)
  fat.writeUInt32LE(FAT_SECTOR, 0)
  fat.writeUInt32LE(3, 4)
  fat.writeUInt32LE(END_OF_CHAIN, 8)
  fat.writeUInt32LE(END_OF_CHAIN, 12)
  const data = Buffer.alloc(SECTOR)
  data.write('WordDocument', 0, 'utf16le')

  const entries = [entry('Root Entry', 5, streams.length ? 1 : NO_STREAM)]
  streams.forEach((name, i) => entries.push(entry(name, 2, NO_STREAM, i + 1 < streams.length ? i + 2 : NO_STREAM)))
  while (entries.length < 8) entries.push(Buffer.alloc(128))
  return Buffer.concat([header, fat, ...entries.slice(0, 4), data, ...entries.slice(4, 8)])
}

/** A Word 97–2003 document's streams (its text and tables are empty here). */
export const WORD_STREAMS = ['\u0001CompObj', 'WordDocument', '1Table', '\u0005SummaryInformation']
/** An Excel 97–2003 workbook's. */
export const EXCEL_STREAMS = ['\u0001CompObj', 'Workbook', '\u0005SummaryInformation']
/** An Outlook message's (.msg). */
export const OUTLOOK_STREAMS = ['__substg1.0_0037001F', '__substg1.0_1000001F', '__properties_version1.0', '__nameid_version1.0']
