import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT, MIN_HINTED_BYTES, siteStartupChunks } from './compile-hints'

let nextDir: string

function write(relative: string, content: string) {
  const file = path.join(nextDir, relative)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content)
}

/** A client reference manifest as Next.js writes it: a script that fills a global. */
function clientManifest(route: string, entryJSFiles: Record<string, string[]>): string {
  return `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ moduleLoading: { prefix: '' }, entryJSFiles })};\n`
}

beforeEach(() => {
  nextDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-hints-'))
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/framework.js', 'static/chunks/runtime.js'] }))
  write('server/app/(site)/(marketing)/blog/[slug]/page_client-reference-manifest.js',
    clientManifest('/(site)/(marketing)/blog/[slug]/page', { '[project]/src/app/(site)/layout': ['static/chunks/site.js'], '[project]/src/app/(site)/(marketing)/blog/[slug]/page': ['static/chunks/site.js', 'static/chunks/post.js', 'static/chunks/post.css'] }))
  write('server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js',
    clientManifest('/(payload)/admin/[[...segments]]/page', { '[project]/src/app/(payload)/layout': ['static/chunks/admin.js'] }))
  // Big enough to be hinted, but for runtime.js.
  const padding = ' '.repeat(MIN_HINTED_BYTES)
  for (const name of ['framework', 'site', 'post', 'admin']) write(`static/chunks/${name}.js`, `(()=>{/* ${name} */})();${padding}`)
  write('static/chunks/runtime.js', '(()=>{/* runtime */})();')
})
afterEach(() => fs.rmSync(nextDir, { recursive: true, force: true }))

describe('compile hints', () => {
  it("are the framework's chunks and those of the site's layouts and pages, not the admin's or CSS", () => {
    expect(siteStartupChunks(nextDir)).toEqual(['static/chunks/framework.js', 'static/chunks/post.js', 'static/chunks/runtime.js', 'static/chunks/site.js'])
  })

  it('go on the first line of each such chunk of 64 KiB or more, once, the code after them unchanged', () => {
    expect(addCompileHints(nextDir)).toEqual(['static/chunks/framework.js', 'static/chunks/post.js', 'static/chunks/site.js'])
    const read = (name: string) => fs.readFileSync(path.join(nextDir, 'static/chunks', name), 'utf8').trimEnd()
    expect(read('post.js')).toBe(`${COMPILE_HINT}(()=>{/* post */})();`)
    expect(read('admin.js')).toBe('(()=>{/* admin */})();')
    expect(read('runtime.js')).toBe('(()=>{/* runtime */})();')
    // A second run (a build that was kept) changes nothing.
    expect(addCompileHints(nextDir)).toEqual([])
    expect(read('framework.js')).toBe(`${COMPILE_HINT}(()=>{/* framework */})();`)
  })

  it('refuse a build output they do not recognise instead of doing nothing', () => {
    write('build-manifest.json', JSON.stringify({ pages: {} }))
    expect(() => addCompileHints(nextDir)).toThrow(/no rootMainFiles/)
    write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'] }))
    fs.rmSync(path.join(nextDir, 'server/app/(site)'), { recursive: true })
    expect(() => addCompileHints(nextDir)).toThrow()
  })
})
