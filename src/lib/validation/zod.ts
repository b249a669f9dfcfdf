import { z } from 'zod'

// zod compiles object parsers with `new Function` after probing whether eval is allowed. Our CSP
// forbids eval in the browser, so the probe alone is reported as a CSP violation on every page
// with a form. Browsers parse without the compiler; the server keeps it.
if (typeof window !== 'undefined') z.config({ jitless: true })

export { z }
