import type { Block } from 'payload'

import { BrandAssetsBlock } from './BrandAssets/config'
import { CardGridBlock } from './CardGrid/config'
import { ChecklistBlock } from './Checklist/config'
import { ContactDetailsBlock } from './ContactDetails/config'
import { CtaBandBlock } from './CtaBand/config'
import { DoDontBlock } from './DoDont/config'
import { EmailCaptureBlock } from './EmailCapture/config'
import { FaqBlock } from './Faq/config'
import { FeatureRowsBlock } from './FeatureRows/config'
import { FiguresBandBlock } from './FiguresBand/config'
import { HeroBlock } from './Hero/config'
import { IndustryCarouselBlock } from './IndustryCarousel/config'
import { LeadFormBlock } from './LeadForm/config'
import { ModuleCardsBlock } from './ModuleCards/config'
import { NumberedStepsBlock } from './NumberedSteps/config'
import { OpenRolesBlock } from './OpenRoles/config'
import { AddOnsBlock } from './AddOns/config'
import { PricingComparisonBlock } from './PricingComparison/config'
import { PricingPlansBlock } from './PricingPlans/config'
import { ProblemSolutionBlock } from './ProblemSolution/config'
import { StatementsBlock } from './Statements/config'
import { TeamTilesBlock } from './TeamTiles/config'
import { withThumbnail } from './thumbnails'

/** Every block a page's layout may hold, with its inserter thumbnail; src/blocks/registry.tsx maps each slug to its component. */
export const PAGE_BLOCKS: Block[] = [
  HeroBlock,
  ModuleCardsBlock,
  ProblemSolutionBlock,
  CardGridBlock,
  FiguresBandBlock,
  EmailCaptureBlock,
  StatementsBlock,
  ChecklistBlock,
  TeamTilesBlock,
  NumberedStepsBlock,
  IndustryCarouselBlock,
  FeatureRowsBlock,
  ContactDetailsBlock,
  BrandAssetsBlock,
  DoDontBlock,
  PricingPlansBlock,
  PricingComparisonBlock,
  AddOnsBlock,
  OpenRolesBlock,
  FaqBlock,
  LeadFormBlock,
  CtaBandBlock,
].map(withThumbnail)
