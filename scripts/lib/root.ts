import path from 'node:path'

/**
 * The project folder. This file is two levels below it, and so is the compiled server that bundles
 * it (dist/server, scripts/lib/compile-server.mjs), so the same relative path finds it from both.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..')
