import { Suspense } from 'react'

import { LoadError } from './retry-button'

export const blogLoadFailed = {
  list: 'Failed to load blog content. Please try again later.',
  post: 'Failed to load blog post. Please try again later.',
} as const

/**
 * What a blog page renders when its data failed to load: the error, thrown again inside a Suspense
 * boundary whose fallback is the message with a Retry link. The render still fails, so the answer is
 * a 500 that is not cached (decision 069); the server's HTML shows the message, which a reader without
 * JavaScript keeps; in the browser React renders the route's error.tsx (message, Retry button) instead.
 * The boundary exists only on this path: around a page that loaded, React would stream the content
 * hidden and show it only after the scripts ran (decision 147).
 */
export function LoadFailure({ error, message, retryHref }: { error: unknown; message: string; retryHref: string }) {
  return (
    <Suspense fallback={<LoadError message={message} retryHref={retryHref} />}>
      <Rethrow error={error} />
    </Suspense>
  )
}

/** Room above the message for the site header: a post has no hero of its own that stays. */
export function PostFailureFrame({ children }: { children: React.ReactNode }) {
  return <section className="px-4 pb-24 pt-36 sm:px-6">{children}</section>
}

function Rethrow({ error }: { error: unknown }): never {
  throw error
}
