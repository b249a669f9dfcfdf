import 'server-only'

import { env } from '@/env'

import { PRODUCT_NAME } from './adapter'

export type EmailContent = {
  subject: string
  html: string
  text: string
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on newsletter mail). */
  headers?: Record<string, string>
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** Links always start at PUBLIC_URL; callers only supply the path and query values. */
export function publicLink(pathname: string, query: Record<string, string>): string {
  const url = new URL(pathname, `${env.PUBLIC_URL}/`)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  return url.toString()
}

function layout(title: string, paragraphs: string[], action: { label: string; href: string }, footer: string): EmailContent['html'] {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569">If the button does not work, copy this link into your browser:<br>${escapeHtml(action.href)}</p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(footer)}</p>
</td></tr></table></body></html>`
}

export function passwordResetEmail(token: string): EmailContent {
  const link = publicLink('/onboarding/reset-password', { token })
  const title = `Reset your ${PRODUCT_NAME} password`
  const lines = [
    `We received a request to reset the password of your ${PRODUCT_NAME} account.`,
    'The link below works once and expires in 1 hour.',
  ]
  const footer = 'If you did not ask for this, you can ignore this email; your password stays unchanged.'
  return {
    subject: title,
    html: layout(title, lines, { label: 'Reset password', href: link }, footer),
    text: `${title}\n\n${lines.join('\n')}\n\n${link}\n\n${footer}\n`,
  }
}

export function invitationEmail(code: string, workspaceName: string, inviterEmail: string | null): EmailContent {
  const link = publicLink('/onboarding/auth', { id: code })
  const address = `${workspaceName}.erpz.in`
  const title = `You're invited to join ${address} on ${PRODUCT_NAME}`
  const lines = [
    `${inviterEmail ?? 'A teammate'} invited you to the ${address} workspace on ${PRODUCT_NAME}.`,
    'Sign up or sign in with this email address to accept. The invitation works once and expires in 7 days.',
  ]
  const footer = 'If you were not expecting this invitation, you can ignore this email.'
  return {
    subject: title,
    html: layout(title, lines, { label: 'Accept invitation', href: link }, footer),
    text: `${title}\n\n${lines.join('\n')}\n\n${link}\n\n${footer}\n`,
  }
}

/**
 * The newsletter's double opt-in (decision 170): a link that confirms the address (7 days) and, as
 * in every newsletter email, a one-click unsubscribe (RFC 8058 headers and a link in the body).
 */
export function newsletterConfirmationEmail(confirmLink: string, unsubscribeLink: string): EmailContent {
  const title = `Confirm your subscription to the ${PRODUCT_NAME} newsletter`
  const lines = [
    `Someone, hopefully you, asked to receive the ${PRODUCT_NAME} manufacturing insights newsletter at this address.`,
    'Confirm with the button below; the link expires in 7 days. Until you confirm, we send you nothing else.',
  ]
  const footer = `If you did not ask for this, ignore this email. To never get another one: ${unsubscribeLink}`
  return {
    subject: title,
    html: layout(title, lines, { label: 'Confirm subscription', href: confirmLink }, footer),
    text: `${title}\n\n${lines.join('\n')}\n\n${confirmLink}\n\nIf you did not ask for this, ignore this email.\nUnsubscribe: ${unsubscribeLink}\n`,
    headers: { 'List-Unsubscribe': `<${unsubscribeLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
