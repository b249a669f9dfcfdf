import { config } from 'zod'

// zod compiles object parsers with `new Function` after probing whether eval is allowed. Our CSP
// forbids eval in the browser, so the probe alone is reported as a CSP violation on every page
// with a form. Browsers parse without the compiler; the server keeps it.
if (typeof window !== 'undefined') config({ jitless: true })

// Import as `import * as z from '…/zod'`: a namespace of named exports lets the bundler drop what
// no schema uses. zod's own `z` object is one value holding everything, every locale included
// (about 90 KB gzip in the browser).
export * from 'zod'
