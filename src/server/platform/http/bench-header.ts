import 'server-only'

/**
 * Header carrying the benchmark's per-run ERPZ_BENCH_TOKEN (decision 062). A module of its own with
 * no imports: the bench reads it before it has set the environment the app's `env` is parsed from.
 */
export const BENCH_TOKEN_HEADER = 'x-erpz-bench-token'
