/**
 * Whether `value` is a path of this site: a reference that a browser resolves against the page's
 * own address and that stays on its origin. Parsed as a browser parses it (WHATWG URL), so
 * "/\evil.example/x" (a backslash reads as a slash: "//evil.example/x") and "/\t/evil.example"
 * (tabs and newlines are dropped) are another site's addresses, not paths. Browser-safe: the admin's
 * field validation runs it too.
 */
export function isSitePath(value: string, origin = 'https://site.invalid'): boolean {
  if (!value.startsWith('/')) return false
  try {
    const base = new URL(origin)
    return new URL(value, base).origin === base.origin
  } catch {
    return false
  }
}
