import { isSitePath } from '../site-path'

/**
 * The pages marketing keeps the Live Help launcher off (site settings → Live Help, issue 47): one
 * path per line, `/blog/*` for everything under /blog. Shared by the field's check and the launcher.
 */
export function hiddenOnLines(list: string): string[] {
  return list
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}

/** The first line that is not a path of this site (or `/prefix/*`), if any. */
export function pathListProblem(list: unknown): string | null {
  if (list == null || list === '') return null
  if (typeof list !== 'string') return 'Write one address per line, e.g. /pricing.'
  for (const line of hiddenOnLines(list)) {
    const path = line.endsWith('/*') ? line.slice(0, -2) || '/' : line
    if (!path.startsWith('/') || !isSitePath(path)) return `“${line.slice(0, 60)}” is not an address of this site. Write one per line, e.g. /pricing or /blog/*.`
  }
  return null
}

export function hiddenOn(list: string, pathname: string): boolean {
  return hiddenOnLines(list).some((line) => (line.endsWith('/*') ? pathname === line.slice(0, -2) || pathname.startsWith(line.slice(0, -1)) : pathname === line))
}
