import { describe, expect, it } from 'vitest'

import { searchTitle, seoChecks, type Snippet } from './seo-checks'

const post: Snippet = {
  title: 'Cutting changeover time on a pharma line',
  titleFromFallback: true,
  description: 'How three plants halved their changeovers with finite-capacity scheduling and shared setup data.',
  descriptionFromFallback: true,
  hasImage: true,
  imageFromFallback: true,
  address: '/blog/changeovers',
}

describe('seoChecks', () => {
  it('passes a post whose own title, description and hero the site uses, saying so', () => {
    const checks = seoChecks(post)
    expect(checks.map((check) => check.passed)).toEqual([true, true, true])
    expect(checks[0]!.text).toBe('Title (the title above): 47 characters with " | ERPZ", shown in full.')
    expect(checks[1]!.text).toBe('Description (the description above): 96 characters.')
    expect(checks[2]!.text).toBe('Share image: the hero image above.')
  })

  it('fails what search results would cut or leave empty', () => {
    const checks = seoChecks({ ...post, title: 'x'.repeat(70), titleFromFallback: false, description: 'Too short.', hasImage: false, imageFromFallback: false })
    expect(checks.map((check) => check.passed)).toEqual([false, false, false])
    expect(checks[0]!.text).toBe('Title: 77 characters with " | ERPZ"; search results cut it after about 70.')
    expect(checks[1]!.text).toBe('Description (the description above): 10 characters; 50–160 say enough to be clicked.')
    expect(checks[2]!.text).toBe('Share image: none; social cards show the default ERPZ card.')
    expect(seoChecks({ ...post, title: '', description: '' }).slice(0, 2).map((check) => check.text)).toEqual([
      'Title: empty.',
      'Description: empty; search engines pick text from the page instead.',
    ])
  })

  it('titles the home page as the site does', () => {
    expect(searchTitle('Operations for manufacturers', '/')).toBe('ERPZ — Operations for manufacturers')
    expect(searchTitle('Pricing', '/pricing')).toBe('Pricing | ERPZ')
  })
})
