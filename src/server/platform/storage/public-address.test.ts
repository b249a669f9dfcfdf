import { describe, expect, it } from 'vitest'

import { checkRemoteFileUrl, isPublicAddress } from './public-address'

describe('isPublicAddress', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', 'ff02::1', 'not an ip'])(
    'refuses %s',
    (ip) => expect(isPublicAddress(ip)).toBe(false),
  )
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (ip) => expect(isPublicAddress(ip)).toBe(true))
})

describe('checkRemoteFileUrl', () => {
  it('refuses private, loopback and non-http addresses with a message, without fetching', async () => {
    expect((await checkRemoteFileUrl('http://127.0.0.1:3000/metrics'))?.message).toMatch(/127\.0\.0\.1: it is not a public internet address/)
    expect((await checkRemoteFileUrl('http://[::1]/x.png'))?.message).toMatch(/::1: it is not a public/)
    expect((await checkRemoteFileUrl('http://localhost/x.png'))?.message).toMatch(/localhost: it is not a public/)
    expect((await checkRemoteFileUrl('file:///etc/passwd'))?.message).toMatch(/only be fetched from http/)
    expect((await checkRemoteFileUrl('not a url'))?.message).toMatch(/not a valid URL/)
  })
  it('lets a public address through', async () => {
    expect(await checkRemoteFileUrl('https://93.184.216.34/image.png')).toBeNull()
  })
})
