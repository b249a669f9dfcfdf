/**
 * Joins class names, skipping falsy ones: the class helper of everything that runs in the browser
 * (decision 142). It does not resolve conflicts, so a component's callers add classes and never
 * contradict its own (a different height or hover is a prop of the component, not a class).
 * Server components may use `cn` (tailwind-merge), which stays out of the browser's bundles.
 */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ')
}
