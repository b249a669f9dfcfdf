import 'server-only'

import { env } from '@/env'

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

/**
 * An HttpOnly, SameSite=Lax cookie sent only to `path` (Secure when the site is served over https).
 * Without `maxAgeSeconds` it lasts the browser session; 0 removes it.
 */
export function httpOnlyCookie(name: string, value: string, path: string, maxAgeSeconds?: number): string {
  const secure = env.PUBLIC_URL.startsWith('https://') ? '; Secure' : ''
  return `${name}=${value}; Path=${path}; HttpOnly; SameSite=Lax${maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`}${secure}`
}

/** The OIDC login cookie: HttpOnly, scoped to the auth API, short-lived. */
export function oidcCookie(name: string, value: string, maxAgeSeconds: number): string {
  return httpOnlyCookie(name, value, '/workspace/auth', maxAgeSeconds)
}
