import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { readTar, type TarHeader, TarError, type TarSource, writeTar } from './tar'

const mtime = new Date('2026-11-28T01:00:00Z')
const LONG = `media/${'a'.repeat(90)}/${'b'.repeat(120)}.webp`
const UNSPLITTABLE = `cvs/${'c'.repeat(130)}.pdf`

async function bytesOf(sources: TarSource[]): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of writeTar(sources)) chunks.push(chunk)
  return Buffer.concat(chunks)
}

async function entriesOf(archive: Buffer, chunkSize = 700): Promise<Array<TarHeader & { content: Buffer }>> {
  async function* chunks() {
    for (let i = 0; i < archive.length; i += chunkSize) yield archive.subarray(i, i + chunkSize)
  }
  const entries: Array<TarHeader & { content: Buffer }> = []
  for await (const event of readTar(chunks())) {
    if ('header' in event) entries.push({ ...event.header, content: Buffer.alloc(0) })
    else entries[entries.length - 1]!.content = Buffer.concat([entries[entries.length - 1]!.content, event.data])
  }
  return entries
}

async function* streamed(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part)
}

const sources = (): TarSource[] => [
  { type: 'directory', name: 'media', mode: 0o700, mtime },
  { type: 'file', name: 'media/hero.webp', mode: 0o644, mtime, size: 1000, content: Buffer.alloc(1000, 7) },
  { type: 'file', name: 'secrets.json', mode: 0o600, mtime, size: 10, content: streamed('{"a":', '"b"}\n') },
  { type: 'file', name: 'empty.txt', mode: 0o644, mtime, size: 0, content: Buffer.alloc(0) },
  { type: 'file', name: LONG, mode: 0o644, mtime, size: 3, content: Buffer.from('abc') },
  { type: 'file', name: UNSPLITTABLE, mode: 0o600, mtime, size: 4, content: Buffer.from('%PDF') },
]

let scratch: string | undefined
afterEach(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true })
  scratch = undefined
})

describe('tar', () => {
  it('reads back what it wrote, names, modes, times and content, whatever the chunking', async () => {
    const archive = await bytesOf(sources())
    expect(archive.length % 512).toBe(0)
    for (const chunkSize of [1, 511, 700, archive.length]) {
      const entries = await entriesOf(archive, chunkSize)
      expect(entries.map((entry) => [entry.name, entry.type, entry.mode, entry.size])).toEqual([
        ['media/', 'directory', 0o700, 0],
        ['media/hero.webp', 'file', 0o644, 1000],
        ['secrets.json', 'file', 0o600, 10],
        ['empty.txt', 'file', 0o644, 0],
        [LONG, 'file', 0o644, 3],
        [UNSPLITTABLE, 'file', 0o600, 4],
      ])
      expect(entries[1]!.content.equals(Buffer.alloc(1000, 7))).toBe(true)
      expect(entries[2]!.content.toString()).toBe('{"a":"b"}\n')
      expect(entries[5]!.content.toString()).toBe('%PDF')
      expect(entries.every((entry) => entry.mtime.getTime() === mtime.getTime())).toBe(true)
    }
  })

  it('writes what GNU tar extracts, long names included', async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-tar-'))
    fs.writeFileSync(path.join(scratch, 'a.tar'), await bytesOf(sources()))
    const listed = execFileSync('tar', ['-tf', 'a.tar'], { cwd: scratch, encoding: 'utf8' }).trim().split('\n')
    expect(listed).toEqual(['media/', 'media/hero.webp', 'secrets.json', 'empty.txt', LONG, UNSPLITTABLE])
    fs.mkdirSync(path.join(scratch, 'out'))
    execFileSync('tar', ['-xf', '../a.tar'], { cwd: path.join(scratch, 'out') })
    expect(fs.readFileSync(path.join(scratch, 'out', LONG), 'utf8')).toBe('abc')
    expect(fs.readFileSync(path.join(scratch, 'out', UNSPLITTABLE), 'utf8')).toBe('%PDF')
    expect(fs.statSync(path.join(scratch, 'out', 'secrets.json')).mode & 0o777).toBe(0o600)
  })

  it('reads what GNU tar writes in pax format', async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-tar-'))
    fs.mkdirSync(path.join(scratch, 'in', path.dirname(LONG)), { recursive: true })
    fs.writeFileSync(path.join(scratch, 'in', LONG), 'long')
    execFileSync('tar', ['--format=pax', '-cf', '../b.tar', 'media'], { cwd: path.join(scratch, 'in') })
    const files = (await entriesOf(fs.readFileSync(path.join(scratch, 'b.tar')))).filter((entry) => entry.type === 'file')
    expect(files.map((entry) => [entry.name, entry.content.toString()])).toEqual([[LONG, 'long']])
  })

  it('refuses a damaged header, a truncated archive and a symbolic link', async () => {
    const archive = await bytesOf(sources())
    const damaged = Buffer.from(archive)
    damaged[512 + 10] = damaged[512 + 10]! ^ 0xff
    await expect(entriesOf(damaged)).rejects.toThrow(new TarError('the archive is damaged: a header checksum does not match'))
    await expect(entriesOf(archive.subarray(0, 512 + 512 + 100))).rejects.toThrow(new TarError('the archive is truncated'))

    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-tar-'))
    fs.symlinkSync('/etc/passwd', path.join(scratch, 'link'))
    execFileSync('tar', ['-cf', 'c.tar', 'link'], { cwd: scratch })
    await expect(entriesOf(fs.readFileSync(path.join(scratch, 'c.tar')))).rejects.toThrow(/holds link, an entry of a type a backup never has/)
  })

  it('stops on a file whose size changed while it was archived', async () => {
    const grown: TarSource = { type: 'file', name: 'erpz.db', mode: 0o600, mtime, size: 3, content: streamed('abcd') }
    await expect(bytesOf([grown])).rejects.toThrow('erpz.db changed size while it was archived (3 bytes expected)')
    const shrunk: TarSource = { type: 'file', name: 'erpz.db', mode: 0o600, mtime, size: 5, content: streamed('abcd') }
    await expect(bytesOf([shrunk])).rejects.toThrow('erpz.db changed size while it was archived (5 bytes expected)')
  })
})
