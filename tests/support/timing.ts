/** Timing comparisons for the "same answer in the same time" tests (sign-in, forgot-password). */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/**
 * Times `a` and `b` in pairs and returns the median of the pairs' ratios (a's time over b's). Each
 * pair runs back to back under the same load, and every other pair runs b first, so neither side
 * always inherits the other's leftover work (a mail job, a busy second). When a round of `samples`
 * pairs leaves the median outside 0.9–1.1, another round is added and the median is taken over all
 * pairs so far, up to six rounds (four once read 1.105 on a loaded 2-core machine): more samples
 * narrow the noise of a busy 2-core machine but move a real difference nowhere.
 */
export async function timingRatio(a: (i: number) => Promise<unknown>, b: (i: number) => Promise<unknown>, samples = 16): Promise<number> {
  const timed = async (run: (i: number) => Promise<unknown>, i: number) => {
    // A pause lets work a request queued for later (a mail job) finish, so it can't slow the next sample.
    await sleep(100)
    const start = performance.now()
    await run(i)
    return performance.now() - start
  }
  const ratios: number[] = []
  for (let round = 0; round < 6; round++) {
    for (let i = round * samples; i < (round + 1) * samples; i++) {
      if (i % 2 === 0) {
        const ta = await timed(a, i)
        ratios.push(ta / (await timed(b, i)))
      } else {
        const tb = await timed(b, i)
        ratios.push((await timed(a, i)) / tb)
      }
    }
    if (Math.abs(median(ratios) - 1) < 0.1) break
  }
  return median(ratios)
}
