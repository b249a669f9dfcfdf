import { modulePath, modules } from './modules'

/** Public, indexable pages: the sitemap, the footer and the route tests all read this list. */
export const publicPages = [
  { path: '/', description: 'ERPZ is the AI-powered operations platform for manufacturers: plan production, manage suppliers, assure quality, track inventory and see your factory in real time.', title: 'AI-Powered Manufacturing Operations Platform' },
  { path: '/about', description: 'ERPZ builds AI-first operations software for manufacturers. Our vision, mission, values and the team behind the platform.', title: 'About ERPZ' },
  { path: '/solutions', description: 'Five connected modules — Plan, Procure, Assure, Track and Pulse — on one real-time data layer with an AI assistant and visual workflows.', title: 'Solutions for Manufacturers' },
  ...modules.map((m) => ({
    path: modulePath(m.slug),
    title: `${m.module} — ${m.navLabel}`,
    description: `ERPZ ${m.module} for the ${m.persona}: ${m.navLabel.toLowerCase()} on one connected, AI-powered platform.`,
  })),
  { path: '/pricing', description: 'Simple per-user pricing for ERPZ. Every plan includes a 3-month free trial with no credit card required.', title: 'Pricing' },
  { path: '/blog', description: 'Manufacturing insights for factory managers, procurement heads, QA leads, stores managers and owners.', title: 'Manufacturing Insights Blog' },
  { path: '/contact', description: 'Talk to the ERPZ team in Hyderabad: send us a message, call, or email support.', title: 'Contact Us' },
  { path: '/demo-booking', description: 'Book a personalised 30-minute ERPZ demo by calendar or request one with a short form.', title: 'Book a Demo' },
  { path: '/careers', description: 'Join ERPZ and build the operations platform manufacturers rely on. Open roles, perks and our hiring process.', title: 'Careers' },
  { path: '/brand-kit', description: 'ERPZ brand colours, typography and logo downloads for partners and press.', title: 'Brand Kit & Guidelines' },
  { path: '/privacy-policy', description: 'How ERPZ collects, uses, stores and protects personal and business data.', title: 'Privacy Policy' },
  { path: '/terms-of-service', description: 'The terms that govern use of the ERPZ platform and website.', title: 'Terms of Service' },
  { path: '/cookie-policy', description: 'Which cookies the ERPZ website uses and how to control them.', title: 'Cookie Policy' },
  { path: '/cancellation-refund-policy', description: 'How to cancel an ERPZ subscription and when refunds apply.', title: 'Cancellation & Refund Policy' },
  { path: '/shipping-delivery-policy', description: 'How ERPZ activates accounts and ships hardware, with delivery times by region.', title: 'Shipping & Delivery Policy' },
] as const

export type PublicPath = (typeof publicPages)[number]['path']

/** Title and description of a listed page. */
export function pageInfo(path: string): { title: string; description: string } {
  const page = publicPages.find((p) => p.path === path)
  if (!page) throw new Error(`${path} is not in publicPages`)
  return page
}
