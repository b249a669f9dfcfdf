/**
 * HAProxy from Debian (`apt-get install haproxy`) on 127.0.0.1 in front of app instances, as the
 * README's production topology has it: it health-checks /readyz, appends the client address to
 * X-Forwarded-For (the app's TRUSTED_PROXY_HEADER), sets X-Request-Id, and retries a request
 * whose connection an instance refused on another instance.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../../scripts/lib/free-port'

export const HAPROXY = process.env.HAPROXY_PATH ?? 'haproxy'

/** Whether the haproxy binary runs here. */
export function haproxyAvailable(): boolean {
  return spawnSync(HAPROXY, ['-v'], { stdio: 'ignore' }).status === 0
}

export type Haproxy = { url: string; config: string; output: () => string; stop: () => Promise<void> }

export function haproxyConfig(port: number, backends: Array<{ name: string; port: number }>): string {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 30s',
    // A refused connection (an instance draining or gone) is retried on another instance; a request
    // that reached an instance is never resent, so a lead cannot be stored twice.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure',
    // One connection per request to the instances: none is reused just as a draining instance closes it.
    '  option http-server-close',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  http-request set-header X-Request-Id haproxy-%[uuid()]',
    '  default_backend app',
    'backend app',
    // The instance with the fewest requests in flight gets the next one (equal ones take turns): a
    // slower instance (a busier core, a longer request) is not handed an equal share and left to
    // set the pace of both. Decision 208.
    '  balance leastconn',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
    ...backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`),
    '',
  ].join('\n')
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

export async function startHaproxy(backends: Array<{ name: string; port: number }>): Promise<Haproxy> {
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-haproxy-'))
  const file = path.join(dir, 'haproxy.cfg')
  const config = haproxyConfig(port, backends)
  fs.writeFileSync(file, config)
  let output = ''
  // -db: stay in the foreground, so stopping the child stops the proxy.
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 10_000
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`haproxy did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
