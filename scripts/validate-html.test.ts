import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { describeErrors, fileNameFor, postPaths, runVnu } from './validate-html'

describe('postPaths', () => {
  it('takes the first distinct post links and leaves out list, preview and paging links', () => {
    const html = [
      '<a href="/blog">Blog</a>',
      '<a href="/blog/preview">x</a>',
      '<a href="/blog/page">x</a>',
      '<a href="/blog/first-post">Read More</a>',
      '<a href="http://localhost:3000/blog/first-post">again</a>',
      '<a href="/blog/second-post/">Read More</a>',
      '<a href="/blog/third">x</a>',
      '<a href="/blog/fourth">x</a>',
    ].join('')
    expect(postPaths(html)).toEqual(['/blog/first-post', '/blog/second-post', '/blog/third'])
  })
})

describe('fileNameFor', () => {
  it('gives each path its own readable file name', () => {
    expect(fileNameFor('/')).toBe('index.html')
    expect(fileNameFor('/solutions/production-planning')).toBe('solutions__production-planning.html')
  })
})

describe('runVnu', () => {
  it('reports an error with the page path, position and markup', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-test-'))
    try {
      const good = path.join(dir, 'index.html')
      const bad = path.join(dir, 'pricing.html')
      fs.writeFileSync(good, '<!DOCTYPE html><html lang="en"><head><title>ok</title></head><body><p>fine</p></body></html>')
      fs.writeFileSync(bad, '<!DOCTYPE html><html lang="en"><head><title>bad</title></head><body><img src="a.png"></body></html>')
      const errors = describeErrors(runVnu([good, bad]), new Map([['index.html', '/'], ['pricing.html', '/pricing']]))
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatch(/^\/pricing:1:\d+ An “img” element must have an “alt” attribute/)
      expect(errors[0]).toContain('<img src=\\"a.png\\">')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
