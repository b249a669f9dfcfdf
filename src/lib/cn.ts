import 'server-only'

import { twMerge } from 'tailwind-merge'

/**
 * Server components only (decision 142): tailwind-merge is 8.5 KiB gzip that every page would
 * load if a component the browser runs called it, so importing this from client code fails the
 * build; client code uses `cx` (src/lib/cx.ts).
 *
 * Joins class names, skipping falsy ones; of two classes that set the same property (a variant's
 * `bg-brand`, the caller's `bg-white`), the later one wins, so no override needs `!important`.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(...classes)
}
