import { FontSizeSwitch } from './font-size-switch'

import './blog-body.css'

/**
 * The article HTML, already rendered and sanitised on the server (src/server/blog/render.ts). A
 * server component: only the reader's font-size switch runs in the browser. Preview pages show
 * the body at the default size, without the switch.
 */
export function ArticleBody({ html, fixedSize }: { html: string; fixedSize?: boolean }) {
  const body = <div data-testid="article-body" className="blog-body" dangerouslySetInnerHTML={{ __html: html }} />
  return fixedSize ? <div>{body}</div> : <FontSizeSwitch>{body}</FontSizeSwitch>
}
