import type { APIRequestContext, Page } from '@playwright/test'

import { BLOG_LIST_ROUTE, blogListQuery, encodeBlogListKey } from '@/server/blog/list-query'

import { axeViolations, expect, test } from './fixtures'
import { setBlogPostsAvailable } from './support/peers'
import { adminToken } from './support/cms'

const POST = '/blog/digital-qc-checklists-a-qa-lead-s-guide-to-going-paperless'

const textNode = (text: string) => ({ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const para = (...children: unknown[]) => ({ type: 'paragraph', children, direction: 'ltr', format: '', indent: 0, version: 1, textFormat: 0 })
const body = (...children: unknown[]) => ({ root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } })

async function createPost(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const response = await request.post('/api/erpz-blogs', { headers: { Authorization: `JWT ${token}` }, data })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number; slug: string } }).doc
}

test.describe('blog list', () => {
  test('shows the hero, cards with US dates and the feed link, without accessibility violations', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'The Future of Manufacturing' })).toBeVisible()
    const cards = page.getByTestId('post-card')
    await expect(cards).toHaveCount(10)
    await expect(cards.first().locator('time')).toHaveText(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/)
    await expect(cards.first().getByRole('link', { name: /Read More/ })).toBeVisible()
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/blog\/rss\.xml$/)
    await expect(page.getByRole('link', { name: 'Page 2' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('search and category combine, live in the URL and survive a reload', async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('SHOP floor')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\?q=SHOP\+floor$/)
    // one title and two descriptions contain "shop floor", in three categories
    await expect(page.getByTestId('post-card')).toHaveCount(3)
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Quality Control' }).click()
    await expect(page).toHaveURL(/q=SHOP\+floor&category=quality-control/)
    const check = async () => {
      const cards = page.getByTestId('post-card')
      await expect(cards).toHaveCount(1)
      await expect(cards.first()).toContainText('Sampling Plans Explained for the Shop Floor')
      await expect(cards.first()).toContainText('Quality Control')
      await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('SHOP floor')
    }
    await check()
    await page.reload()
    await check()
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'All' }).click()
    await expect(page).toHaveURL(/\/blog\?q=SHOP\+floor$/)
    await expect(page.getByTestId('post-card')).toHaveCount(3)
  })

  test('/blog, with or without list parameters, is the list; its internal path is not an address', async ({ request }) => {
    const titles = async (path: string) => {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      return [...(await response.text()).matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((match) => match[1])
    }
    // Plain /blog is rewritten by next.config.ts; with a list parameter the proxy normalises it.
    const plain = await titles('/blog')
    expect(plain.length).toBeGreaterThan(1)
    expect(await titles('/blog?page=1')).toEqual(plain)
    expect(await titles('/blog?q=&utm_source=mail')).toEqual(plain)
    const internal = `${BLOG_LIST_ROUTE}/${encodeBlogListKey(blogListQuery(new URLSearchParams()))}`
    expect((await request.get(internal)).status()).toBe(404)
  })

  test('an empty result says so', async ({ page }) => {
    await page.goto('/blog?q=no-such-thing-anywhere')
    await expect(page.getByText('No blog posts found matching your criteria')).toBeVisible()
  })

  test('the RSS feed is valid XML listing published posts newest first', async ({ page, request }) => {
    const response = await request.get('/blog/rss.xml')
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    const xml = await response.text()
    await page.goto('/blog')
    const titles = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml')
      if (doc.querySelector('parsererror')) return null
      return [...doc.querySelectorAll('channel > item > title')].map((n) => n.textContent)
    }, xml)
    expect(titles).not.toBeNull()
    expect(titles!.length).toBeGreaterThanOrEqual(12)
    expect(titles![0]).toBe('From Whiteboards to Live Schedules: A Factory Manager’s Playbook')
    expect(titles).not.toContain('Draft: Planning for Peak Season Demand')
  })
})

test.describe('blog post', () => {
  test('renders hero, reading time, JSON-LD, canonical and related posts', async ({ page }) => {
    await page.goto(POST)
    await expect(page.getByRole('heading', { level: 1, name: /Digital QC Checklists/ })).toBeVisible()
    await expect(page.getByTestId('reading-time')).toHaveText(/^\d+ min read$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${POST}$`))
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/media\/file\//)
    // A crawler's HEAD of the shared image gets what its GET would, without the body.
    const image = (await page.locator('meta[property="og:image"]').getAttribute('content'))!
    const [head, get] = await Promise.all([page.request.head(image), page.request.get(image)])
    expect(head.status()).toBe(200)
    expect(head.headers()['content-type']).toBe(get.headers()['content-type'])
    expect(head.headers()['content-type']).toMatch(/^image\//)
    expect((await head.body()).length).toBe(0)
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: 'Digital QC Checklists: A QA Lead’s Guide to Going Paperless' })
    const related = page.getByTestId('related-posts').getByTestId('post-card')
    await expect(related).toHaveCount(2)
    await expect(related.first()).toContainText('Quality Control')
    expect(await axeViolations(page)).toEqual([])
  })

  test('the table of contents scrolls to the heading and highlights it briefly', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 })
    await page.goto(POST)
    const toc = page.getByRole('navigation', { name: 'Table of Contents' })
    await toc.getByRole('link', { name: 'From data to CAPA' }).click()
    const target = page.locator('#from-data-to-capa')
    await expect(target).toBeInViewport()
    await expect(target).toHaveClass(/toc-highlight/)
    await expect(target).not.toHaveClass(/toc-highlight/, { timeout: 4000 })
  })

  test('the font-size switch changes the body size', async ({ page }) => {
    await page.goto(POST)
    const paragraph = page.getByTestId('article-body').locator('p').first()
    const size = () => paragraph.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))
    expect(await size()).toBe(18)
    await page.getByRole('button', { name: 'Large' }).click()
    await expect.poll(size).toBe(21)
    await page.getByRole('button', { name: 'Small' }).click()
    await expect.poll(size).toBe(16)
  })

  test('copy link shows "Link copied!" and puts the URL on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(POST)
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByText('Link copied!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${POST}$`))
    await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\//)
  })

  test('the reading-progress bar grows with scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    await page.goto(POST)
    const bar = page.getByTestId('reading-progress')
    const width = () => bar.evaluate((el) => el.getBoundingClientRect().width)
    expect(await width()).toBe(0)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
    await expect.poll(width).toBeGreaterThan(100)
    const half = await width()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(width).toBeGreaterThan(half)
  })

  test('an unknown slug lands on /blog', async ({ page }) => {
    await page.goto('/blog/no-such-post-here')
    await expect(page).toHaveURL(/\/blog$/)
    await page.goto('/blog/abc')
    await expect(page).toHaveURL(/\/blog$/)
  })
})

test.describe('blog security and freshness', () => {
  test('a body with <script> and a javascript: link executes nothing', async ({ page, request }) => {
    const token = await adminToken(request)
    const link = { type: 'link', children: [textNode('click me')], direction: 'ltr', format: '', indent: 0, version: 3, fields: { linkType: 'custom', url: 'javascript:window.__pwned=1', newTab: false } }
    const post = await createPost(request, token, {
      title: 'Hostile Markup Test',
      description: 'A post body that tries to run code',
      _status: 'published',
      body: body(para(textNode('<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">')), para(link)),
    })
    await page.goto(`/blog/${post.slug}`)
    const article = page.getByTestId('article-body')
    await expect(article).toContainText('<script>window.__pwned=1</script>')
    await expect(article.locator('script, img')).toHaveCount(0)
    await article.getByText('click me').click()
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(await article.innerHTML()).not.toMatch(/javascript:/i)
  })

  test('publishing a change serves the new title at once', async ({ page, request }) => {
    const token = await adminToken(request)
    const post = await createPost(request, token, { title: 'Fresh Title One', description: 'Revalidation check', _status: 'published', body: body(para(textNode('Hello'))) })
    await page.goto(`/blog/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fresh Title One')
    await page.goto('/blog')
    await expect(page.getByTestId('post-card').first()).toContainText('Fresh Title One')

    const update = await request.patch(`/api/erpz-blogs/${post.id}`, { headers: { Authorization: `JWT ${token}` }, data: { title: 'Fresh Title Two', _status: 'published' } })
    expect(update.ok()).toBe(true)
    await page.goto(`/blog/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fresh Title Two')
    await page.goto('/blog')
    await expect(page.getByTestId('post-card').first()).toContainText('Fresh Title Two')

    const unpublish = await request.patch(`/api/erpz-blogs/${post.id}`, { headers: { Authorization: `JWT ${token}` }, data: { _status: 'draft' } })
    expect(unpublish.ok()).toBe(true)
    await page.goto(`/blog/${post.slug}`)
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('a draft preview is only for editors: no-store, noindex, banner', async ({ page, request, context }) => {
    const anonymous = await request.get('/blog/preview/draft-planning-for-peak-season-demand')
    expect(await anonymous.text()).toContain('Preview not found')
    await page.goto('/blog/draft-planning-for-peak-season-demand')
    await expect(page).toHaveURL(/\/blog$/)

    const token = await adminToken(request)
    await context.addCookies([{ name: 'payload-token', value: token, url: page.url() }])
    const response = await page.goto('/blog/preview/draft-planning-for-peak-season-demand')
    expect(response?.headers()['cache-control']).toContain('no-store')
    await expect(page.getByText('PREVIEW MODE - This content is not published yet')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Draft: Planning for Peak Season Demand' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('button', { name: 'Large' })).toHaveCount(0)
  })
})

test.describe('blog when the database fails', () => {
  // Next.js's route announcer is an (empty) alert too.
  const failure = (page: Page) => page.getByRole('alert').filter({ hasText: 'Failed to load' })

  test('shows the error with Retry, caches nothing, and shows posts again once the database is back', async ({ page, request, consoleErrors }) => {
    const token = await adminToken(request)
    const post = await createPost(request, token, { title: 'Outage Check Post', description: 'Still here after the outage', _status: 'published', body: body(para(textNode('Hello'))) })
    // Addresses no other test opened, so neither the page nor its data is cached yet.
    const list = '/blog?q=outage+check'

    await setBlogPostsAvailable(false)
    try {
      const listResponse = await page.goto(list)
      expect(listResponse?.status()).toBe(500)
      expect(listResponse?.headers()['cache-control']).toContain('no-store')
      await expect(failure(page)).toHaveText(/^Failed to load blog content\. Please try again later\.\s*Retry$/)
      await expect(page.getByRole('heading', { level: 1, name: 'The Future of Manufacturing' })).toBeVisible()

      const postResponse = await page.goto(`/blog/${post.slug}`)
      expect(postResponse?.status()).toBe(500)
      await expect(failure(page)).toHaveText(/^Failed to load blog post\. Please try again later\.\s*Retry$/)
    } finally {
      await setBlogPostsAvailable(true)
    }

    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outage Check Post')
    await page.goto(list)
    await expect(page.getByTestId('post-card')).toHaveCount(1)
    await expect(page.getByTestId('post-card').first()).toContainText('Outage Check Post')

    // The browser reports the two 500 answers, and React the server error behind each: expected here.
    const unexpected = consoleErrors.splice(0).filter((e) => !/status of 500|Minified React error #441/.test(e))
    expect(unexpected).toEqual([])
  })
})

test.describe('blog without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the list and a post show their content, from the render and from the page cache', async ({ page }) => {
    // The first visit of an address renders it, the second is the cached page: both must show the
    // content in place (a Suspense boundary around it streamed it hidden, shown by a script).
    const list = '/blog?category=quality-control'
    for (const visit of ['rendered', 'cached']) {
      await page.goto(list)
      await expect(page.getByTestId('post-card').first(), `${visit} list`).toBeVisible()
      await page.goto(POST)
      await expect(page.getByRole('heading', { level: 1, name: /Digital QC Checklists/ }), `${visit} post`).toBeVisible()
      await expect(page.getByTestId('reading-time')).toBeVisible()
    }
  })

  test('a failed load shows the message, with a Retry link, in a 500 that is not cached', async ({ page, consoleErrors }) => {
    const list = '/blog?q=outage+without+scripts'
    const post = '/blog/outage-without-scripts'
    await setBlogPostsAvailable(false)
    try {
      const listResponse = await page.goto(list)
      expect(listResponse?.status()).toBe(500)
      expect(listResponse?.headers()['cache-control']).toContain('no-store')
      await expect(page.getByRole('alert')).toHaveText(/^Failed to load blog content\. Please try again later\.\s*Retry$/)
      await expect(page.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', list)
      await expect(page.getByRole('heading', { level: 1, name: 'The Future of Manufacturing' })).toBeVisible()

      const postResponse = await page.goto(post)
      expect(postResponse?.status()).toBe(500)
      await expect(page.getByRole('alert')).toHaveText(/^Failed to load blog post\. Please try again later\.\s*Retry$/)
      await expect(page.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', post)
    } finally {
      await setBlogPostsAvailable(true)
    }

    // Retry on the post page asks again: the slug is unknown, so it now lands on /blog.
    await page.getByRole('link', { name: 'Retry' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByTestId('post-card').first()).toBeVisible()
    await page.goto(list)
    await expect(page.getByText('No blog posts found matching your criteria')).toBeVisible()
    // The browser reports the two 500 answers: expected here.
    expect(consoleErrors.splice(0).filter((e) => !/status of 500/.test(e))).toEqual([])
  })
})
