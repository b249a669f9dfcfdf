/** The pages the newsletter's email links open (decision 170; the Confirm button's page, issue 42). */
export const newsletterPages = {
  join: {
    title: 'Confirm your subscription to the ERPZ newsletter',
    text: 'Someone, hopefully you, asked to receive the ERPZ manufacturing insights newsletter at this address. Until you confirm, we send you nothing else.',
    button: 'Confirm subscription',
  },
  outcomes: {
    confirmed: {
      title: 'You’re subscribed',
      text: 'Thanks for confirming. Our next manufacturing insights issue will reach your inbox.',
    },
    unsubscribed: {
      title: 'You’re unsubscribed',
      text: 'We will not send you the newsletter again. You can subscribe again on our blog at any time.',
    },
    'link-invalid': {
      title: 'This link no longer works',
      text: 'It has expired or was already used. Subscribe again on our blog to get a fresh confirmation email.',
    },
  },
} as const
