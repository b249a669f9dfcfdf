/**
 * The small part of the tar format a backup needs (decision 193): regular files and folders in
 * POSIX ustar headers, with a pax `path` record for a name longer than ustar holds. GNU and BSD tar
 * read what this writes; the reader takes only those entry types and checks every header's sum.
 */

const BLOCK = 512
/** 11 octal digits: what a ustar size field holds (8 GiB − 1). */
const MAX_SIZE = 0o77777777777

export type TarEntryType = 'file' | 'directory'

export type TarHeader = { name: string; type: TarEntryType; size: number; mode: number; mtime: Date }

export type TarSource =
  | { type: 'directory'; name: string; mode: number; mtime: Date }
  | { type: 'file'; name: string; mode: number; mtime: Date; size: number; content: Buffer | AsyncIterable<Buffer> }

export class TarError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TarError'
  }
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK

function writeString(block: Buffer, offset: number, length: number, value: string) {
  const bytes = Buffer.from(value, 'utf8')
  if (bytes.length > length) throw new TarError(`"${value}" does not fit a tar header field of ${length} bytes`)
  bytes.copy(block, offset)
}

function writeOctal(block: Buffer, offset: number, length: number, value: number) {
  writeString(block, offset, length, `${Math.floor(value).toString(8).padStart(length - 1, '0')}\0`)
}

function checksum(block: Buffer): number {
  let sum = 0
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!
  return sum
}

/** Splits `name` into ustar's prefix (155 bytes) and name (100 bytes) at a slash, if it can be. */
function splitName(name: string): { prefix: string; name: string } | null {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name }
  for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i)
    const rest = name.slice(i + 1)
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100 && rest) return { prefix, name: rest }
  }
  return null
}

function header(entry: { name: string; mode: number; mtime: Date; size: number; flag: string }): Buffer {
  const block = Buffer.alloc(BLOCK)
  // A name only the pax record before this header can hold: readers without pax see a placeholder.
  const split = splitName(entry.name) ?? { prefix: '', name: 'pax-long-name' }
  writeString(block, 0, 100, split.name)
  writeOctal(block, 100, 8, entry.mode & 0o7777)
  writeOctal(block, 108, 8, 0)
  writeOctal(block, 116, 8, 0)
  writeOctal(block, 124, 12, entry.size)
  writeOctal(block, 136, 12, entry.mtime.getTime() / 1000)
  block.write(entry.flag, 156, 'latin1')
  block.write('ustar\u000000', 257, 'latin1')
  writeString(block, 345, 155, split.prefix)
  writeString(block, 148, 8, `${checksum(block).toString(8).padStart(6, '0')}\0 `)
  return block
}

/** A pax record `"<length> path=<value>\n"`, whose length counts its own digits. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`
  let length = Buffer.byteLength(body) + 1
  while (String(length).length + Buffer.byteLength(body) !== length) length = String(length).length + Buffer.byteLength(body)
  return Buffer.from(`${length}${body}`, 'utf8')
}

function* headers(source: TarSource, size: number): Generator<Buffer> {
  if (size > MAX_SIZE) throw new TarError(`${source.name} is larger than a tar entry holds (8 GiB)`)
  const name = source.type === 'directory' && !source.name.endsWith('/') ? `${source.name}/` : source.name
  if (!splitName(name)) {
    const pax = paxRecord('path', name)
    yield header({ name: 'PaxHeader', mode: 0o644, mtime: source.mtime, size: pax.length, flag: 'x' })
    yield Buffer.concat([pax, Buffer.alloc(padding(pax.length))])
  }
  yield header({ name, mode: source.mode, mtime: source.mtime, size, flag: source.type === 'directory' ? '5' : '0' })
}

/**
 * The bytes of a tar archive of `sources`, in order. A file whose content turns out longer or
 * shorter than its `size` stops the archive with an error rather than writing a torn entry.
 */
export async function* writeTar(sources: Iterable<TarSource> | AsyncIterable<TarSource>): AsyncGenerator<Buffer> {
  for await (const source of sources) {
    if (source.type === 'directory') {
      yield* headers(source, 0)
      continue
    }
    yield* headers(source, source.size)
    let written = 0
    const chunks = Buffer.isBuffer(source.content) ? [source.content] : source.content
    for await (const chunk of chunks) {
      written += chunk.length
      if (written > source.size) break
      yield chunk
    }
    if (written !== source.size) throw new TarError(`${source.name} changed size while it was archived (${source.size} bytes expected)`)
    yield Buffer.alloc(padding(source.size))
  }
  yield Buffer.alloc(BLOCK * 2)
}

function readString(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length)
  const end = field.indexOf(0)
  return field.subarray(0, end === -1 ? length : end).toString('utf8')
}

function readOctal(block: Buffer, offset: number, length: number, what: string): number {
  const text = readString(block, offset, length).trim()
  if (!/^[0-7]*$/.test(text)) throw new TarError(`the archive is damaged: the ${what} of an entry is not a number`)
  return text ? parseInt(text, 8) : 0
}

function paxPath(records: Buffer): string | undefined {
  let path: string | undefined
  let rest = records
  while (rest.length > 0) {
    const space = rest.indexOf(0x20)
    const length = Number(rest.subarray(0, space).toString('latin1'))
    if (space <= 0 || !Number.isInteger(length) || length <= space || length > rest.length) throw new TarError('the archive is damaged: a pax header cannot be read')
    const record = rest.subarray(space + 1, length - 1).toString('utf8')
    const equals = record.indexOf('=')
    if (record.slice(0, equals) === 'path') path = record.slice(equals + 1)
    rest = rest.subarray(length)
  }
  return path
}

export type TarEvent = { header: TarHeader } | { data: Buffer }

/**
 * Reads a tar archive from `source` as it streams in: a `header` event per entry, then its content
 * as `data` events. Refuses a damaged header, a truncated archive and any entry type but regular
 * files and folders (links, devices).
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEvent> {
  const iterator = source[Symbol.asyncIterator]()
  let pending: Buffer = Buffer.alloc(0)
  const more = async (): Promise<boolean> => {
    const next = await iterator.next()
    if (next.done) return false
    pending = pending.length === 0 ? next.value : Buffer.concat([pending, next.value])
    return true
  }
  const take = async (length: number): Promise<Buffer> => {
    while (pending.length < length) if (!(await more())) throw new TarError('the archive is truncated')
    const taken = pending.subarray(0, length)
    pending = pending.subarray(length)
    return taken
  }
  let paxName: string | undefined
  for (;;) {
    const block = await take(BLOCK)
    if (block.every((byte) => byte === 0)) return
    if (readOctal(block, 148, 8, 'checksum') !== checksum(block)) throw new TarError('the archive is damaged: a header checksum does not match')
    const flag = String.fromCharCode(block[156]!)
    const size = readOctal(block, 124, 12, 'size')
    if (flag === 'x') {
      paxName = paxPath(await take(size))
      await take(padding(size))
      continue
    }
    const prefix = readString(block, 345, 155)
    const name = paxName ?? (prefix ? `${prefix}/${readString(block, 0, 100)}` : readString(block, 0, 100))
    paxName = undefined
    const type: TarEntryType | undefined = flag === '0' || flag === '\0' ? 'file' : flag === '5' ? 'directory' : undefined
    if (!type) throw new TarError(`the archive holds ${name}, an entry of a type a backup never has (${JSON.stringify(flag)})`)
    yield { header: { name, type, size: type === 'file' ? size : 0, mode: readOctal(block, 100, 8, 'mode'), mtime: new Date(readOctal(block, 136, 12, 'time') * 1000) } }
    if (type === 'directory') continue
    let remaining = size
    while (remaining > 0) {
      if (pending.length === 0 && !(await more())) throw new TarError('the archive is truncated')
      const piece = pending.subarray(0, Math.min(remaining, pending.length))
      pending = pending.subarray(piece.length)
      remaining -= piece.length
      yield { data: piece }
    }
    await take(padding(size))
  }
}
