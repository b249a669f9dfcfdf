import 'server-only'

/**
 * The page documents the seed creates, built from today's copy (src/content), so a fresh site reads
 * word for word as before the pages moved to the CMS. The build prerenders from these same
 * documents (it never needs the database); a running server reads the stored ones.
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

import { about } from '../../content/about'
import { brandKit } from '../../content/brand-kit'
import { careers } from '../../content/careers'
import { home } from '../../content/home'
import { modulePath, modules } from '../../content/modules'
import { pricingCopy } from '../../content/pricing'
import { pageInfo } from '../../content/routes'
import { getSolutionPage, solutionClosing } from '../../content/solution-pages'
import { site } from '../../config/site'
import { solutionsOverview as so } from '../../content/solutions-overview'

/** `parentPath`: the seed page this one sits under (the seed looks its id up). */
export type PageSeed = RequiredDataFromCollectionSlug<'pages'> & { path: string; parentPath?: string }

const info = (path: string) => pageInfo(path)

const homePage: PageSeed = {
  title: info('/').title,
  slug: 'home',
  path: '/',
  _status: 'published',
  meta: { description: info('/').description, structuredData: 'softwareApplication', noindex: false },
  layout: [
    {
      blockType: 'hero',
      style: 'home',
      eyebrow: home.hero.eyebrow,
      title: home.hero.title,
      subtitle: home.hero.subtitle,
      primary: { ...home.hero.primary },
      secondary: { ...home.hero.secondary },
      illustration: 'pulse-dashboard',
      illustrationAlt: 'ERPZ leadership dashboard showing output, first-pass yield and stock value',
      scrollLabel: home.hero.scrollLabel,
      scrollTarget: '#solutions',
    },
    {
      blockType: 'moduleCards',
      anchor: 'solutions',
      tone: 'white',
      title: home.solutionsTitle,
      subtitle: home.solutionsSubtitle,
      link: { ...home.rolesLink },
    },
    {
      blockType: 'problemSolution',
      anchor: 'why',
      tone: 'surface',
      eyebrow: home.problem.eyebrow,
      title: home.problem.title,
      problemTitle: home.problem.cardTitle,
      problemPoints: home.problem.points.map((text) => ({ text })),
      solutionEyebrow: home.solution.eyebrow,
      solutionTitle: home.solution.title,
      solutionPoints: home.solution.points.map((text) => ({ text })),
    },
    {
      blockType: 'cardGrid',
      anchor: 'benefits',
      tone: 'white',
      title: home.benefitsTitle,
      cardStyle: 'icon',
      columns: 'four',
      cards: home.benefits.map((b) => ({ icon: b.icon, title: b.title, text: b.text })),
    },
    {
      blockType: 'cardGrid',
      anchor: 'personas',
      tone: 'surface',
      title: home.personasTitle,
      cardStyle: 'persona',
      columns: 'threeWide',
      cards: home.personas.map((p) => ({ eyebrow: p.role, title: p.title, text: p.text, link: { label: p.linkLabel, href: p.href } })),
    },
    {
      blockType: 'figuresBand',
      anchor: 'figures',
      tone: 'dark',
      title: home.figuresTitle,
      figures: [], // the site settings' figures
    },
    {
      blockType: 'emailCapture',
      anchor: 'get-started',
      tone: 'white',
      title: home.capture.title,
      subtitle: home.capture.text,
      label: home.capture.label,
      placeholder: home.capture.placeholder,
      button: home.capture.button,
    },
    { blockType: 'ctaBand', anchor: 'demo', title: home.demo.title, text: home.demo.text, primary: { ...home.demo.button } },
  ],
}

const aboutPage: PageSeed = {
  title: info('/about').title,
  slug: 'about',
  path: '/about',
  _status: 'published',
  meta: { description: info('/about').description, structuredData: 'organization', noindex: false },
  layout: [
    { blockType: 'hero', style: 'breadcrumbs', breadcrumb: 'About', eyebrow: about.hero.eyebrow, title: about.hero.title, subtitle: about.hero.subtitle },
    {
      blockType: 'statements',
      label: 'Vision and mission',
      items: [
        { icon: 'compass', title: about.vision.title, text: about.vision.text },
        { icon: 'target', title: about.mission.title, text: about.mission.text },
      ],
    },
    {
      blockType: 'cardGrid',
      anchor: 'values',
      tone: 'surface',
      title: about.valuesTitle,
      cardStyle: 'plain',
      columns: 'four',
      kind: 'value',
      cards: about.values.map((value, index) => ({ icon: (['lightbulb', 'zap', 'trophy', 'users'] as const)[index], title: value.name, text: value.text })),
    },
    {
      blockType: 'checklist',
      look: 'tiles',
      anchor: 'built-for-manufacturing',
      tone: 'white',
      title: about.built.title,
      subtitle: about.built.text,
      points: about.built.points.map((text) => ({ text })),
    },
    {
      blockType: 'teamTiles',
      anchor: 'team',
      tone: 'surface',
      title: about.teamTitle,
      subtitle: about.teamSubtitle,
      members: about.team.map((member) => ({ name: member.name, role: member.role })),
    },
    {
      blockType: 'ctaBand',
      anchor: 'about-cta',
      title: about.closing.title,
      text: about.closing.text,
      primary: { ...about.closing.solutions },
      secondary: { ...about.closing.demo },
    },
  ],
}

const solutionsPage: PageSeed = {
  title: info('/solutions').title,
  slug: 'solutions',
  path: '/solutions',
  _status: 'published',
  meta: { description: info('/solutions').description, structuredData: 'none', noindex: false },
  layout: [
    { blockType: 'hero', style: 'breadcrumbs', breadcrumb: 'Solutions', eyebrow: so.hero.eyebrow, title: so.hero.title, subtitle: so.hero.subtitle, primary: { ...so.hero.link } },
    { blockType: 'moduleCards', anchor: 'modules', tone: 'white', title: so.modulesTitle, subtitle: so.modulesSubtitle },
    {
      blockType: 'cardGrid',
      anchor: 'connected',
      tone: 'dark',
      title: so.layer.title,
      subtitle: so.layer.subtitle,
      cardStyle: 'plain',
      columns: 'mdThree',
      roomy: true,
      cards: so.layer.items.map(({ title, text }) => ({ title, text })),
    },
    { blockType: 'checklist', anchor: 'rollout', tone: 'white', look: 'pills', title: so.rollout.title, subtitle: so.rollout.text, points: so.rollout.points.map((text) => ({ text })) },
    { blockType: 'industryCarousel', anchor: 'industries', tone: 'surface', title: so.industriesTitle, industries: so.industries.map(({ name, text }) => ({ name, text })) },
    { blockType: 'cardGrid', anchor: 'benefits', tone: 'white', title: so.benefitsTitle, cardStyle: 'topline', columns: 'mdThree', roomy: true, cards: so.benefits.map(({ title, text }) => ({ title, text })) },
    {
      blockType: 'cardGrid',
      anchor: 'capabilities',
      tone: 'surface',
      title: so.capabilitiesTitle,
      cardStyle: 'horizontal',
      columns: 'three',
      cards: so.capabilities.map(({ icon, title, text }) => ({ icon, title, text })),
    },
    {
      blockType: 'cardGrid',
      anchor: 'gains',
      tone: 'white',
      title: so.gainsTitle,
      cardStyle: 'gradient',
      columns: 'mdThree',
      roomy: true,
      cards: so.gains.map(({ title, text }) => ({ icon: 'trending' as const, title, text })),
    },
    { blockType: 'numberedSteps', anchor: 'how-it-works', tone: 'surface', title: so.howTitle, steps: so.steps.map(({ title, text }) => ({ title, text })) },
    {
      blockType: 'ctaBand',
      anchor: 'solutions-cta',
      title: so.closing.title,
      text: so.closing.text,
      tertiary: { ...so.closing.about },
      primary: { ...so.closing.trial },
      secondary: { ...so.closing.demo },
    },
  ],
}

const MODULE_BADGE_ICONS = {
  'production-planning': 'calendar',
  'supplier-management': 'cart',
  'quality-control': 'shield',
  'inventory-tracking': 'boxes',
  'factory-analytics': 'chart',
} as const

const solutionPages: PageSeed[] = modules.map((mod) => {
  const page = getSolutionPage(mod.slug)
  if (!page) throw new Error(`no solution page copy for ${mod.slug}`)
  const path = modulePath(mod.slug)
  return {
    title: info(path).title,
    slug: mod.slug,
    path,
    parentPath: '/solutions',
    _status: 'published',
    meta: {
      description: info(path).description,
      structuredData: 'service',
      noindex: false,
      service: { name: `${site.product} ${mod.module} — ${mod.navLabel}`, serviceType: page.category, audience: mod.persona, description: page.description },
    },
    layout: [
      {
        blockType: 'hero',
        style: 'solution',
        breadcrumb: mod.navLabel,
        badge: `For ${mod.persona}`,
        badgeIcon: MODULE_BADGE_ICONS[mod.slug],
        eyebrow: `${site.product} ${mod.module}`,
        title: page.headline,
        subtitle: page.description,
        primary: { label: page.heroButton, href: '/demo-booking' },
      },
      {
        blockType: 'featureRows',
        heading: `${mod.module} features`,
        rows: page.features.map((feature) => ({
          title: feature.title,
          text: feature.text,
          bullets: feature.bullets.map((text) => ({ text })),
          mediaKind: feature.media.kind,
          ...(feature.media.kind === 'image'
            ? { illustration: feature.media.src.replace(/^\/media\/|\.svg$/g, '') as never, mediaText: feature.media.alt }
            : { video: feature.media.src.replace(/^\/media\/|\.mp4$/g, '') as never, mediaText: feature.media.label }),
        })),
      },
      {
        blockType: 'figuresBand',
        anchor: 'trusted',
        tone: 'dark',
        title: solutionClosing.statsTitle,
        subtitle: solutionClosing.statsSubtitle,
        figures: [], // the site settings' figures
      },
      {
        blockType: 'ctaBand',
        anchor: 'get-started',
        title: solutionClosing.ctaTitle,
        text: solutionClosing.ctaText,
        primary: { ...solutionClosing.trial },
        secondary: { ...solutionClosing.demo },
      },
    ],
  }
})

const contactPage: PageSeed = {
  title: info('/contact').title,
  slug: 'contact',
  path: '/contact',
  _status: 'published',
  meta: { description: info('/contact').description, structuredData: 'none', noindex: false },
  layout: [
    { blockType: 'hero', style: 'page', eyebrow: 'Contact', title: "Let's Connect", subtitle: info('/contact').description },
    {
      blockType: 'contactDetails',
      formTitle: 'Send us a message',
      formText: 'Questions about modules, pricing or a rollout? We read every message.',
      detailsTitle: 'Contact details',
      hoursTitle: 'Office hours',
    },
  ],
}

const demoBookingPage: PageSeed = {
  title: info('/demo-booking').title,
  slug: 'demo-booking',
  path: '/demo-booking',
  _status: 'published',
  meta: { description: info('/demo-booking').description, structuredData: 'none', noindex: false },
  layout: [{ blockType: 'hero', style: 'page', eyebrow: 'Demo', title: 'Book Your Personalized Demo', subtitle: info('/demo-booking').description }],
}

const brandKitPage: PageSeed = {
  title: info('/brand-kit').title,
  slug: 'brand-kit',
  path: '/brand-kit',
  _status: 'published',
  meta: { description: info('/brand-kit').description, structuredData: 'none', noindex: false },
  layout: [
    { blockType: 'hero', style: 'breadcrumbs', breadcrumb: 'Brand Kit', eyebrow: brandKit.hero.eyebrow, title: brandKit.hero.title, subtitle: brandKit.hero.subtitle },
    {
      blockType: 'brandAssets',
      show: 'logo',
      anchor: 'logo',
      tone: 'white',
      title: brandKit.logo.title,
      subtitle: brandKit.logo.text,
      downloadLabel: brandKit.logo.download,
      downloadNote: brandKit.logo.packContents,
    },
    { blockType: 'brandAssets', show: 'colors', anchor: 'colors', tone: 'surface', title: brandKit.colors.title, subtitle: brandKit.colors.text },
    { blockType: 'brandAssets', show: 'fonts', anchor: 'typography', tone: 'white', title: brandKit.fonts.title, subtitle: brandKit.fonts.text },
    {
      blockType: 'doDont',
      anchor: 'usage',
      tone: 'surface',
      title: brandKit.usage.title,
      left: { title: brandKit.usage.do.title, items: brandKit.usage.do.items.map((text) => ({ text })) },
      right: { title: brandKit.usage.dont.title, items: brandKit.usage.dont.items.map((text) => ({ text })) },
    },
  ],
}

/** The plans, the comparison and the add-ons read the plan and add-on documents (src/server/pricing). */
const pricingPage: PageSeed = {
  title: info('/pricing').title,
  slug: 'pricing',
  path: '/pricing',
  _status: 'published',
  meta: { description: info('/pricing').description, structuredData: 'product', noindex: false },
  layout: [
    {
      blockType: 'hero',
      style: 'breadcrumbs',
      breadcrumb: 'Pricing',
      eyebrow: pricingCopy.hero.eyebrow,
      title: pricingCopy.hero.title,
      subtitle: pricingCopy.hero.subtitle,
      primary: { ...pricingCopy.hero.cta },
    },
    { blockType: 'pricingPlans', heading: pricingCopy.plansTitle, mostPopularLabel: pricingCopy.mostPopular, customPriceLabel: pricingCopy.custom },
    {
      blockType: 'pricingComparison',
      anchor: 'compare',
      tone: 'surface',
      title: pricingCopy.comparisonTitle,
      featureLabel: 'Feature',
      caption: 'Features included in each plan',
      switcherLabel: 'Choose a plan to see what it includes',
    },
    { blockType: 'addOns', anchor: 'add-ons', tone: 'white', title: pricingCopy.addOnsTitle, availableLabel: 'Available on:', note: pricingCopy.footerNote },
    {
      blockType: 'ctaBand',
      anchor: 'pricing-cta',
      title: pricingCopy.closing.title,
      text: pricingCopy.closing.text,
      primary: { ...pricingCopy.closing.trial },
      secondary: { ...pricingCopy.closing.demo },
    },
  ],
}

/** The open roles are read per request by the careers route (decision 166). */
const careersPage: PageSeed = {
  title: info('/careers').title,
  slug: 'careers',
  path: '/careers',
  _status: 'published',
  meta: { description: info('/careers').description, structuredData: 'none', noindex: false },
  layout: [
    { blockType: 'hero', style: 'breadcrumbs', breadcrumb: 'Careers', eyebrow: careers.hero.eyebrow, title: careers.hero.title, subtitle: careers.hero.subtitle },
    { blockType: 'openRoles', anchor: 'roles', tone: 'white', title: careers.rolesTitle, showFilters: true, openApplication: careers.openApplication },
    {
      blockType: 'cardGrid',
      anchor: 'perks',
      tone: 'surface',
      title: careers.perksTitle,
      cardStyle: 'plain',
      columns: 'three',
      kind: 'perk',
      cards: careers.perks.map((perk, index) => ({ icon: (['heart', 'clock', 'graduation', 'factory', 'trending', 'palmtree'] as const)[index], title: perk.title, text: perk.text })),
    },
    {
      blockType: 'numberedSteps',
      anchor: 'hiring-process',
      tone: 'white',
      title: careers.processTitle,
      kind: 'hiring-step',
      steps: careers.process.map(({ title, text }) => ({ title, text })),
    },
  ],
}

/** Parents first: a child's seed names its parent by path. */
export const SEED_PAGES: readonly PageSeed[] = [homePage, aboutPage, solutionsPage, ...solutionPages, contactPage, demoBookingPage, brandKitPage, pricingPage, careersPage]

export const seedPageAt = (path: string) => SEED_PAGES.find((page) => page.path === path)
