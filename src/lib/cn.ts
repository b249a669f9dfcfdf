import { twMerge } from 'tailwind-merge'

/**
 * Joins class names, skipping falsy ones; of two classes that set the same property (a variant's
 * `bg-brand`, the caller's `bg-white`), the later one wins, so no override needs `!important`.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(...classes)
}
