import 'server-only'

import type { RequiredDataFromCollectionSlug } from 'payload'

/** A page document as the seed writes it; `parentPath`: the seed page it sits under (the seed looks its id up). */
export type PageSeed = RequiredDataFromCollectionSlug<'pages'> & { path: string; parentPath?: string }
