/** Memory of a process tree read from /proc, for system tests and the bench that watch a server from outside. */
import fs from 'node:fs'

/** The pids under `pid` (itself included), from each process's parent in /proc/<pid>/stat. */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Field 4 (ppid) follows the command name in parentheses, which may itself hold spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // gone meanwhile
    }
  }
  const tree: number[] = []
  const visit = (id: number) => {
    tree.push(id)
    for (const child of children.get(id) ?? []) visit(child)
  }
  visit(pid)
  return tree
}

/** `field` (kB) of /proc/<pid>/status for each process of the tree under `pid` still there. */
function treeFieldKb(pid: number, field: 'VmRSS' | 'VmHWM'): number[] {
  const pattern = new RegExp(`^${field}:\\s+(\\d+)`, 'm')
  return processTree(pid).flatMap((id) => {
    try {
      return [Number(pattern.exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0)]
    } catch {
      return [] // gone meanwhile
    }
  })
}

/** The largest value of `field` (kB) over the tree under `pid`: its biggest process. */
export function treeMemoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  return Math.max(0, ...treeFieldKb(pid, field))
}

/** Resident memory (MiB) of a process and all its descendants together. */
export function treeRssMb(pid: number): number {
  return treeFieldKb(pid, 'VmRSS').reduce((sum, kb) => sum + kb, 0) / 1024
}
