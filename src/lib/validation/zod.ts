import { config } from 'zod/mini'

// zod compiles object parsers with `new Function` after probing whether eval is allowed. Our CSP
// forbids eval in the browser, so the probe alone is reported as a CSP violation on every page
// with a form. Browsers parse without the compiler; the server keeps it.
if (typeof window !== 'undefined') config({ jitless: true })

// The schemas shared by browser and server are written with zod's tree-shakable "mini" API
// (decision 066): classic zod hangs every method on every schema, so a browser bundle carries
// all of them; mini carries only the checks used. Import as `import * as z from '…/zod'`.
// Server-only schemas may use classic `zod`.
export * from 'zod/mini'
