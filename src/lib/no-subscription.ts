/**
 * `useSyncExternalStore`'s subscribe for a value read from the browser that does not change while
 * the page is open (the browser's time zone, a session's email, whether this is the browser at
 * all): the server snapshot renders first and hydrates, then the browser's value, with no effect.
 */
export const noSubscription = () => () => {}
