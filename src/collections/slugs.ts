/**
 * Slugs of collections that src/server/platform works with (the outbox's own table). Platform may
 * import this module and no other of src/collections: a collection's config pulls in its domain's
 * hooks (decision 196).
 */
export const OUTBOX_SLUG = 'erpz-outbox'
