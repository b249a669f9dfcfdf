'use client'

import dynamic from 'next/dynamic'

/**
 * The browser code of the blocks, one chunk each (decision 199). A page's route imports only this
 * small module; each part's own code is fetched by the browser only when the page holds a block
 * that renders it (server-rendered all the same, then hydrated once its chunk has arrived). Turbopack
 * puts every client component a route reaches from its server code into that route's first-load
 * scripts, even behind `import()` (vercel/next.js#96039), so the split is made here, on the client
 * side, where an `import()` is an async chunk that loads only when rendered.
 */
export const EmailCaptureFormPart = dynamic(() => import('@/components/marketing/email-capture-form').then((module) => module.EmailCaptureForm))
export const IndustryCarouselPart = dynamic(() => import('@/components/marketing/industry-carousel').then((module) => module.IndustryCarousel))
export const CopyColorButtonPart = dynamic(() => import('@/components/marketing/copy-color-button').then((module) => module.CopyColorButton))
export const PlanSwitcherPart = dynamic(() => import('./PricingComparison/plan-switcher').then((module) => module.PlanSwitcher))
export const ContactFormPart = dynamic(() => import('@/components/leads/contact-form').then((module) => module.ContactForm))
export const DemoFormPart = dynamic(() => import('@/components/leads/demo-form').then((module) => module.DemoForm))
export const NewsletterFormPart = dynamic(() => import('@/components/leads/newsletter-form').then((module) => module.NewsletterForm))
