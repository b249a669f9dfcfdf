import 'server-only'

import { PRODUCT_NAME } from './adapter'
import type { EmailContent } from './templates'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** The emails' layout: the product's name, a heading, paragraphs, an optional button, a footer (careers, Live Help). */
export function renderEmail(title: string, lines: string[], action: { label: string; href: string } | null, footer: string): EmailContent {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px"><tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${lines.map((line) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(line)}</p>`).join('')}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569">If the button does not work, copy this link into your browser:<br>${escapeHtml(action.href)}</p>` : ''}
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(footer)}</p>
</td></tr></table></body></html>`
  const text = `${title}\n\n${lines.join('\n\n')}\n${action ? `\n${action.label}: ${action.href}\n` : ''}\n${footer}\n`
  return { subject: title, html, text }
}
