/** The command line of `npm run bench` (see bench/run.ts). */
import { LIGHTHOUSE_PAGES } from './results'

export const USAGE =
  'usage: npm run bench [-- --quick] [-- --check] [-- --only=lighthouse,throughput,scaleout,latency,rss,analytics,livehelp] [-- --pages=/,/blog] | npm run bench -- --check-only'
export const SECTIONS = ['lighthouse', 'throughput', 'scaleout', 'latency', 'rss', 'analytics', 'livehelp'] as const
export type Section = (typeof SECTIONS)[number]

function listOption(argv: string[], name: string): string[] | null {
  const arg = argv.find((a) => a.startsWith(`${name}=`))
  return arg ? arg.slice(name.length + 1).split(',').filter(Boolean) : null
}

export function parseArgs(argv: string[]) {
  const known = new Set(['--quick', '--check', '--check-only', '--help'])
  const unknown = argv.filter((arg) => !known.has(arg) && !arg.startsWith('--only=') && !arg.startsWith('--pages='))
  const only = listOption(argv, '--only')
  const pages = listOption(argv, '--pages')
  const badSection = (only ?? []).filter((s) => !(SECTIONS as readonly string[]).includes(s))
  const badPage = (pages ?? []).filter((p) => !(LIGHTHOUSE_PAGES as readonly string[]).includes(p))
  if (unknown.length || badSection.length || badPage.length) {
    console.error(`✖ unknown option ${[...unknown, ...badSection, ...badPage].join(' ')}\n${USAGE}`)
    process.exit(2)
  }
  return {
    quick: argv.includes('--quick'),
    check: argv.includes('--check'),
    checkOnly: argv.includes('--check-only'),
    help: argv.includes('--help'),
    /** Whether a section runs: all of them unless `--only` names some. */
    runs: (section: Section) => !only || only.includes(section),
    lighthousePages: pages ?? [...LIGHTHOUSE_PAGES],
  }
}

export type BenchOptions = ReturnType<typeof parseArgs>
