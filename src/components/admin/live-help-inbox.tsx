import type { TypedUser } from 'payload'

import { hasRole, LIVE_HELP_AGENT_ROLES } from '@/collections/access'

import { LiveHelpInbox } from './live-help-inbox-client'

type ViewProps = {
  user?: TypedUser | null
  initPageResult?: { req?: { user?: TypedUser | null } }
  searchParams?: Record<string, string | string[] | undefined>
}

/**
 * Live Help's inbox (issue 47, decision 211) in place of the conversations' list: the support
 * team's, sales' and admins' view of every visitor chat, answered in real time.
 */
export function LiveHelpInboxView(props: ViewProps) {
  const user = props.user ?? props.initPageResult?.req?.user ?? null
  if (!user || !hasRole(user, ...LIVE_HELP_AGENT_ROLES)) {
    return (
      <div className="gutter--left gutter--right" style={{ paddingTop: 'var(--base)' }}>
        <h1>Live Help</h1>
        <p>Only support, sales and admin staff can open the Live Help inbox.</p>
      </div>
    )
  }
  const asked = props.searchParams?.conversation
  const first = typeof asked === 'string' && /^\d+$/.test(asked) ? Number(asked) : null
  return <LiveHelpInbox me={Number(user.id)} initialConversation={first} />
}
