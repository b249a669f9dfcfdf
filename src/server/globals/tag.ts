import 'server-only'

/** The cache tag of the header, footer and site settings: every page that shows them carries it. */
export const GLOBALS_TAG = 'site-globals'
