/** Memory of a process tree read from /proc, for system tests that watch a server from outside. */
import fs from 'node:fs'

/** The pids under `pid` (itself included), from each process's parent in /proc/<pid>/stat. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
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

/** The largest value of `field` (kB) in /proc/<pid>/status over the tree under `pid`. */
export function treeMemoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  let largest = 0
  for (const id of processTree(pid)) {
    try {
      const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0)
      largest = Math.max(largest, kb)
    } catch {
      // gone meanwhile
    }
  }
  return largest
}
