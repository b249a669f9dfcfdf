/** A throwaway self-signed certificate for localhost / 127.0.0.1, made with the openssl CLI. */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

export function selfSignedCertificate(dir: string): { keyFile: string; certFile: string } {
  const keyFile = path.join(dir, 'tls-key.pem')
  const certFile = path.join(dir, 'tls-cert.pem')
  execFileSync(
    'openssl',
    [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
      '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout', keyFile, '-out', certFile,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  return { keyFile, certFile }
}
