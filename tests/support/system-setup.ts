/** Vitest global set-up of the system tests: one production build, shared with the browser tests. */
import { ensureBuild } from '../../scripts/lib/build'

export default function setup(): void {
  ensureBuild()
}
