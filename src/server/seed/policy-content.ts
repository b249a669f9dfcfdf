import 'server-only'

import { site } from '@/config/site'
import { DEFAULT_SETTINGS } from '@/globals/defaults'
import type { PolicySlug } from '@/lib/policies'

/**
 * The five policies as the site served them before they became CMS documents (issue 31): the seed
 * creates the `policies` documents from this text (src/server/seed/policies.ts). The live text is
 * the CMS's; changing this file changes only what a fresh database starts with.
 */
export type PolicySection = { heading: string; paragraphs?: readonly string[]; list?: readonly string[] }

export type SeedPolicy = {
  slug: PolicySlug
  title: string
  lastUpdated: string
  intro: string
  sections: readonly PolicySection[]
}

const { product } = site
// The policies' seed text names today's addresses (the site-settings global starts from the same values).
const { email, supportEmail, address } = DEFAULT_SETTINGS.contact
const postal = `${product}, ${address.street}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`
const SUPPORT_HOURS = 'Monday to Friday, 9:00-18:00 IST'
const contactSection = (topic: string): PolicySection => ({
  heading: 'Contact us',
  paragraphs: [
    `Questions about ${topic} can be sent to ${supportEmail} or ${email}. Our support team answers during support hours, Mon-Fri 9:00-18:00 IST.`,
    `Postal address: ${postal}.`,
  ],
})

export const SEED_POLICIES: Record<PolicySlug, SeedPolicy> = {
  'privacy-policy': {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    lastUpdated: 'April 15, 2025',
    intro: `This policy explains how ${product} collects, uses, stores and protects personal and business data when you visit our website or use the ${product} platform.`,
    sections: [
      {
        heading: 'Information we collect',
        list: [
          'Account details you give us: name, work email, company name, phone number and role.',
          'Workspace data you enter into the platform: items, orders, suppliers, inspections and stock records.',
          'Messages you send through our contact, demo and newsletter forms.',
          'Technical data: browser type, pages visited and the time of your visit, collected with cookies as described in our Cookie Policy.',
        ],
      },
      {
        heading: 'How we use your information',
        list: [
          'To provide, operate and support the platform and your workspace.',
          'To answer enquiries, arrange demos and send the newsletter you subscribed to.',
          'To keep the service secure, prevent abuse and meet our 99.9% uptime target.',
          'To improve our product with aggregated, de-identified usage data.',
        ],
      },
      {
        heading: 'How we protect your data',
        paragraphs: [
          'Data is encrypted in transit and at rest. Access inside a workspace is governed by role-based access control. Enterprise plan customers can also use SSO and advanced access controls.',
          'Passwords are never stored in readable form. Only staff who need access to support you can reach your data, and every such access is logged.',
        ],
      },
      {
        heading: 'Sharing',
        paragraphs: [
          'We do not sell personal data. We share it only with service providers that host and operate the platform for us under written agreements, or when the law requires it.',
        ],
      },
      {
        heading: 'Retention',
        paragraphs: [
          'We keep workspace data while your subscription is active. After cancellation your data is retained for 30 days so you can export it, and is then deleted.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You can ask to see, correct, export or delete your personal data by writing to ${supportEmail}. We reply within 30 days.`,
        ],
      },
      contactSection('privacy'),
    ],
  },
  'terms-of-service': {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    lastUpdated: 'April 15, 2025',
    intro: `These terms govern your use of the ${product} website and platform. By creating a workspace or using the service you agree to them.`,
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'You are responsible for keeping your login details secure and for all activity in your workspace. Workspace owners decide who is invited and which role each user has.',
        ],
      },
      {
        heading: 'Plans, trial and billing',
        list: [
          'Every plan starts with a 3-month free trial; no credit card is required to start.',
          'After the trial, the Launch Plan costs ₹1,900 and the Growth Plan ₹4,900 per user per month. Enterprise Plan pricing is agreed in writing.',
          'Subscriptions renew monthly until cancelled. You can cancel anytime; refunds follow our Cancellation & Refund Policy.',
        ],
      },
      {
        heading: 'Service availability',
        paragraphs: [
          `We target 99.9% uptime for the ${product} platform, measured monthly, excluding announced maintenance. Support is available Mon-Fri 9:00-18:00 IST.`,
        ],
      },
      {
        heading: 'Acceptable use',
        list: [
          'Do not attempt to break, overload or gain unauthorised access to the service.',
          'Do not upload content you have no right to use or that breaks the law.',
          'Do not resell the service without our written agreement.',
        ],
      },
      {
        heading: 'Your data',
        paragraphs: [
          'You own the data you put into your workspace. We process it only to provide the service, as described in our Privacy Policy.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'The service is provided with reasonable skill and care. To the extent the law allows, our total liability is limited to the fees you paid in the 12 months before the claim.',
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: ['These terms are governed by the laws of India. The courts of Hyderabad, Telangana have exclusive jurisdiction.'],
      },
      contactSection('these terms'),
    ],
  },
  'cookie-policy': {
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    lastUpdated: 'April 15, 2025',
    intro: `This policy explains which cookies and similar browser storage the ${product} website uses, and how you can control them.`,
    sections: [
      {
        heading: 'What cookies are',
        paragraphs: ['Cookies and local storage are small pieces of data a website keeps in your browser to remember things between visits.'],
      },
      {
        heading: 'What we use',
        list: [
          'Essential: keeps you signed in during onboarding and remembers the email you entered to start.',
          'Preferences: remembers that you accepted cookies (cookiesAccepted), so the banner is not shown again.',
          'Analytics: aggregated, first-party statistics about which pages are visited. We do not use third-party advertising cookies.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can accept cookies from the banner, and you can delete cookies and site data from your browser settings at any time. Blocking essential storage may stop onboarding from working.',
        ],
      },
      contactSection('cookies'),
    ],
  },
  'cancellation-refund-policy': {
    slug: 'cancellation-refund-policy',
    title: 'Cancellation & Refund Policy',
    lastUpdated: 'May 15, 2025',
    intro: `This policy explains how to cancel an ${product} subscription and when you can get your money back.`,
    sections: [
      {
        heading: 'Cancelling your subscription',
        paragraphs: [
          'You can cancel anytime from your workspace settings or by writing to support. Cancellation takes effect at the end of the current billing month; there are no cancellation fees.',
        ],
      },
      {
        heading: 'When refunds apply',
        list: [
          'You request a refund within 14 days of your first purchase of a paid plan.',
          'The service was down for more than 24 consecutive hours because of a fault on our side.',
          'You were charged twice or charged after a confirmed cancellation.',
        ],
      },
      {
        heading: 'How refunds are processed',
        paragraphs: [
          'We review each refund request within 3-5 business days and tell you the outcome by email. Approved refunds go back to the original payment method:',
        ],
        list: [
          'Credit or debit card: 5-10 business days.',
          'Bank transfer: 7-14 business days.',
          'Digital payment providers: 3-7 business days.',
        ],
      },
      {
        heading: 'Your data after cancellation',
        paragraphs: ['Your workspace data is retained for 30 days after cancellation so you can export it. After that it is permanently deleted.'],
      },
      contactSection('cancellations and refunds'),
    ],
  },
  'shipping-delivery-policy': {
    slug: 'shipping-delivery-policy',
    title: 'Shipping & Delivery Policy',
    lastUpdated: 'May 15, 2025',
    intro: `${product} is delivered online. This policy explains how accounts are activated and how optional hardware, such as QR label printers and scanners, is shipped.`,
    sections: [
      {
        heading: 'Account activation',
        list: [
          'Self-service workspaces are typically activated within 24 hours of sign-up, usually much sooner.',
          'Enterprise accounts are activated within 1-3 business days, once the agreement and set-up details are confirmed.',
        ],
      },
      {
        heading: 'Hardware orders',
        paragraphs: ['Hardware orders are processed in 1-2 business days and then handed to our courier partners. You receive tracking details by email.'],
      },
      {
        heading: 'Delivery times by region',
        list: [
          'India: 3-5 days.',
          'Asia-Pacific: 5-7 days.',
          'North America: 7-10 days.',
          'Europe: 7-10 days.',
          'All other regions: 10-15 days.',
        ],
      },
      {
        heading: 'Delivery issues',
        paragraphs: [
          'Please report damaged, missing or wrong items within 7 days of delivery. We will replace the item or refund it under our Cancellation & Refund Policy.',
          `Our support team handles delivery questions Mon-Fri 9:00-18:00 IST (${SUPPORT_HOURS}).`,
        ],
      },
      contactSection('shipping and delivery'),
    ],
  },
}
