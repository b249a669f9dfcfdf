/** Live Help's words (issue 47), shared by the panel in the browser and the server's system messages. */
export const LIVE_HELP_TEXTS = {
  title: 'Live Help',
  greeting: 'Hi! Ask us anything about ERPZ. A person from our team answers here.',
  offline: 'Our team is offline right now. Leave your email and message and we will reply by email.',
  noAnswer: 'Nobody has answered yet. Leave your email and we will reply by email as soon as we can.',
  emailSaved: 'Thanks. We have your message and will reply by email.',
  closed: 'This conversation is closed.',
  away: 'Nobody from the team is at the chat this minute. Write anyway: if nobody answers soon, we will ask for your email.',
  typing: 'Agent is typing…',
} as const
