import 'server-only'

/**
 * Just enough of the Compound File Binary format ([MS-CFB]) to tell a Word 97–2003 document from
 * the other files in the same container (Excel workbooks, MSI installers, Outlook messages): a Word
 * document's root storage holds a stream named `WordDocument` ([MS-DOC] 2.1.1). Reads the header,
 * the FAT sectors it names and the directory's sector chain; every offset and chain is checked
 * against the file, so a damaged or hostile file is "not Word", never an exception or a long loop.
 */

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const HEADER_DIFAT_ENTRIES = 109
const MAX_REGULAR_SECTOR = 0xfffffffa
const END_OF_CHAIN = 0xfffffffe
const NO_STREAM = 0xffffffff
const ENTRY_BYTES = 128
const TYPE_STREAM = 2
const TYPE_ROOT = 5

type Entry = { name: string; type: number; left: number; right: number; child: number }

/** The names of the streams directly in the root storage, or null when the bytes are not a readable compound file. */
export function compoundFileRootStreams(bytes: Uint8Array): Set<string> | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (data.length < 512 || SIGNATURE.some((byte, i) => data[i] !== byte)) return null
  const major = data.readUInt16LE(0x1a)
  const shift = data.readUInt16LE(0x1e)
  if (data.readUInt16LE(0x1c) !== 0xfffe || !((major === 3 && shift === 9) || (major === 4 && shift === 12))) return null
  const sectorSize = 1 << shift
  // The header fills the first sector's worth of bytes; sector n follows it. Some writers cut the
  // last sector short: it counts, and only what it holds is read.
  const sectorCount = Math.ceil(data.length / sectorSize) - 1
  const u32 = (at: number) => (at + 4 <= data.length ? data.readUInt32LE(at) : END_OF_CHAIN)
  const sectorOffset = (sector: number) => (sector <= MAX_REGULAR_SECTOR && sector < sectorCount ? (sector + 1) * sectorSize : null)
  const perSector = sectorSize / 4

  // Where the FAT's sectors are: the header's 109 entries, then the DIFAT sector chain.
  const fatCount = data.readUInt32LE(0x2c)
  if (fatCount > sectorCount) return null
  const fatSectors: number[] = []
  for (let i = 0; i < Math.min(fatCount, HEADER_DIFAT_ENTRIES); i++) fatSectors.push(data.readUInt32LE(0x4c + i * 4))
  let difat = data.readUInt32LE(0x44)
  for (let hops = 0; fatSectors.length < fatCount; hops++) {
    const offset = sectorOffset(difat)
    if (offset === null || hops > sectorCount) return null
    for (let i = 0; i < perSector - 1 && fatSectors.length < fatCount; i++) fatSectors.push(u32(offset + i * 4))
    difat = u32(offset + (perSector - 1) * 4)
  }
  const nextSector = (sector: number): number | null => {
    const fatOffset = sectorOffset(fatSectors[Math.floor(sector / perSector)] ?? NO_STREAM)
    return fatOffset === null ? null : u32(fatOffset + (sector % perSector) * 4)
  }

  // The directory: 128-byte entries along its sector chain.
  const entries: Entry[] = []
  let sector = data.readUInt32LE(0x30)
  for (let hops = 0; sector !== END_OF_CHAIN; hops++) {
    const offset = sectorOffset(sector)
    if (offset === null || hops >= sectorCount) return null
    for (let at = offset; at < offset + sectorSize && at + ENTRY_BYTES <= data.length; at += ENTRY_BYTES) {
      const nameBytes = data.readUInt16LE(at + 0x40)
      const name = nameBytes >= 2 && nameBytes <= 64 && nameBytes % 2 === 0 ? data.toString('utf16le', at, at + nameBytes - 2) : ''
      entries.push({
        name,
        type: data[at + 0x42]!,
        left: data.readUInt32LE(at + 0x44),
        right: data.readUInt32LE(at + 0x48),
        child: data.readUInt32LE(at + 0x4c),
      })
    }
    const next = nextSector(sector)
    if (next === null) return null
    sector = next
  }
  const root = entries[0]
  if (!root || root.type !== TYPE_ROOT) return null

  // The root's children: the tree under its child, through left and right siblings.
  const streams = new Set<string>()
  const seen = new Set<number>()
  const pending = [root.child]
  while (pending.length) {
    const id = pending.pop()!
    const entry = entries[id]
    if (id === NO_STREAM || !entry || seen.has(id)) continue
    seen.add(id)
    if (entry.type === TYPE_STREAM) streams.add(entry.name)
    pending.push(entry.left, entry.right)
  }
  return streams
}

/** Whether the bytes are a Word 97–2003 document: a compound file whose root holds a `WordDocument` stream. */
export function isWordDocument(bytes: Uint8Array): boolean {
  return compoundFileRootStreams(bytes)?.has('WordDocument') ?? false
}
