/** An S3-compatible peer for tests: s3rver on 127.0.0.1 with one bucket, kept in a temp folder. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

import { freePort } from '../../scripts/lib/free-port'

export type S3Peer = { env: Record<string, string>; directory: string; stop: () => Promise<void> }

export async function startS3(bucket = 'erpz-media'): Promise<S3Peer> {
  const port = await freePort()
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-s3-'))
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] })
  await server.run()
  return {
    // s3rver's fixed credentials.
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    directory,
    stop: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
