import 'server-only'

/**
 * The page documents the seed creates, each written in block shape as the CMS stores it (decision
 * 200), one module per page. The build prerenders from these same documents (decision 157: it never
 * needs the database); a running server reads the stored ones, which editors own once seeded.
 */
import { aboutPage } from './about'
import { brandKitPage } from './brand-kit'
import { careersPage } from './careers'
import { contactPage } from './contact'
import { demoBookingPage } from './demo-booking'
import { factoryAnalyticsPage } from './factory-analytics'
import { homePage } from './home'
import { inventoryTrackingPage } from './inventory-tracking'
import type { PageSeed } from './page-seed'
import { pricingPage } from './pricing'
import { productionPlanningPage } from './production-planning'
import { qualityControlPage } from './quality-control'
import { solutionsPage } from './solutions'
import { supplierManagementPage } from './supplier-management'

export type { PageSeed } from './page-seed'

/** Parents first: a child's seed names its parent by path. */
export const SEED_PAGES: readonly PageSeed[] = [
  homePage,
  aboutPage,
  solutionsPage,
  productionPlanningPage,
  supplierManagementPage,
  qualityControlPage,
  inventoryTrackingPage,
  factoryAnalyticsPage,
  contactPage,
  demoBookingPage,
  brandKitPage,
  pricingPage,
  careersPage,
]

export const seedPageAt = (path: string) => SEED_PAGES.find((page) => page.path === path)
