import { site } from '@/config/site'
import type { Policy } from '@/content/policies'

import { renderPdf, type PdfBlock } from './pdf-writer'

/** The policy as PDF blocks: the same content the page renders. */
export function policyBlocks(policy: Policy): PdfBlock[] {
  const blocks: PdfBlock[] = [
    { kind: 'title', text: policy.title },
    { kind: 'meta', text: `${site.product} - Last updated: ${policy.lastUpdated}` },
    { kind: 'paragraph', text: policy.intro },
  ]
  for (const section of policy.sections) {
    blocks.push({ kind: 'heading', text: section.heading })
    for (const text of section.paragraphs ?? []) blocks.push({ kind: 'paragraph', text })
    for (const text of section.list ?? []) blocks.push({ kind: 'bullet', text })
  }
  return blocks
}

export function policyPdf(policy: Policy): Uint8Array {
  return renderPdf(policyBlocks(policy), { title: `${site.product} ${policy.title}`, footer: `${site.product} ${policy.title}` })
}
