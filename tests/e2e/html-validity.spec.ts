import { validatePublicPages } from '../../scripts/validate-html'
import { expect, test } from './fixtures'

test('every public page is valid HTML (Nu HTML Checker: 0 errors)', async ({ request }) => {
  // One JVM start plus about twenty documents; generous for a shared, busy machine.
  test.setTimeout(180_000)
  const { pages, errors } = await validatePublicPages(async (pagePath) => {
    const response = await request.get(pagePath)
    return { status: response.status(), body: await response.text() }
  })
  expect(pages).toContain('/')
  expect(errors, `HTML errors on ${pages.length} pages:\n${errors.join('\n')}`).toEqual([])
})
