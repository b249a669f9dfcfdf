/**
 * The seeded policy documents, rendered as the page renders them, read word for word as the pages
 * did before the policies moved into the CMS (tests/fixtures/policy-pages.json; the system test
 * compares the served pages, this one the seed and renderer without a server).
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { formatPolicyDate, POLICY_SLUGS } from '@/lib/policies'

import { mainText } from '../../../tests/support/page-text'
import { renderLexical } from '../blog/render'
import { seedDate, seedPolicyBody } from './policies'
import { SEED_POLICIES } from './policy-content'

const fixture = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/policy-pages.json'), 'utf8')) as Record<string, { text: string }>

describe('seeded policies', () => {
  it.each(POLICY_SLUGS)('%s: the body renders to the text the page showed, and the date reads the same', (slug) => {
    const policy = SEED_POLICIES[slug]
    const body = mainText(`<main>${renderLexical(seedPolicyBody(policy)).html}</main>`)
    const before = fixture[`/${slug}`]!.text
    expect(before.endsWith(` Download PDF ${body}`)).toBe(true)
    expect(before).toContain(`Last updated: ${formatPolicyDate(seedDate(policy.lastUpdated))} Download PDF`)
  })
})
