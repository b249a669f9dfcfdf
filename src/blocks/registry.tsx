import type React from 'react'

import type { Crumb } from '@/components/marketing/breadcrumbs'
import type { Page } from '@/payload-types'

import { AddOnsBlockComponent } from './AddOns/Component'
import { BrandAssetsBlockComponent } from './BrandAssets/Component'
import { CardGridBlockComponent } from './CardGrid/Component'
import { FaqBlockComponent } from './Faq/Component'
import { FeatureRowsBlockComponent } from './FeatureRows/Component'
import { ChecklistBlockComponent } from './Checklist/Component'
import { ContactDetailsBlockComponent } from './ContactDetails/Component'
import { CtaBandBlockComponent } from './CtaBand/Component'
import { DoDontBlockComponent } from './DoDont/Component'
import { EmailCaptureBlockComponent } from './EmailCapture/Component'
import { FiguresBandBlockComponent } from './FiguresBand/Component'
import { HeroBlockComponent } from './Hero/Component'
import { IndustryCarouselBlockComponent } from './IndustryCarousel/Component'
import { LeadFormBlockComponent } from './LeadForm/Component'
import { ModuleCardsBlockComponent } from './ModuleCards/Component'
import { NumberedStepsBlockComponent } from './NumberedSteps/Component'
import { OpenRolesBlockComponent, type RoleQuery } from './OpenRoles/Component'
import { PricingComparisonBlockComponent } from './PricingComparison/Component'
import { PricingPlansBlockComponent } from './PricingPlans/Component'
import { ProblemSolutionBlockComponent } from './ProblemSolution/Component'
import { StatementsBlockComponent } from './Statements/Component'
import { TeamTilesBlockComponent } from './TeamTiles/Component'

type LayoutBlock = Page['layout'][number]
type BlockType = LayoutBlock['blockType']
type ComponentOf<T extends BlockType> = React.ComponentType<{ block: Extract<LayoutBlock, { blockType: T }>; trail?: readonly Crumb[] }>

/**
 * Block slug → its server component, for every block (a block type missing here fails the
 * typecheck). A block with browser code renders it through src/blocks/client-parts.tsx, so a page
 * loads the code of the blocks it holds and no other (decision 199).
 */
export const BLOCK_COMPONENTS: { [T in BlockType]: ComponentOf<T> } = {
  hero: HeroBlockComponent,
  moduleCards: ModuleCardsBlockComponent,
  problemSolution: ProblemSolutionBlockComponent,
  cardGrid: CardGridBlockComponent,
  figuresBand: FiguresBandBlockComponent,
  emailCapture: EmailCaptureBlockComponent,
  statements: StatementsBlockComponent,
  checklist: ChecklistBlockComponent,
  teamTiles: TeamTilesBlockComponent,
  numberedSteps: NumberedStepsBlockComponent,
  industryCarousel: IndustryCarouselBlockComponent,
  featureRows: FeatureRowsBlockComponent,
  contactDetails: ContactDetailsBlockComponent,
  brandAssets: BrandAssetsBlockComponent,
  doDont: DoDontBlockComponent,
  pricingPlans: PricingPlansBlockComponent,
  pricingComparison: PricingComparisonBlockComponent,
  addOns: AddOnsBlockComponent,
  openRoles: OpenRolesBlockComponent,
  faq: FaqBlockComponent,
  leadForm: LeadFormBlockComponent,
  ctaBand: CtaBandBlockComponent,
}

/** The breadcrumb trail of a page: Home, its parent (when loaded), the page itself. */
export function trailOf(page: Page): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }]
  const parent = page.parent
  if (typeof parent === 'object' && parent?.path && parent.path !== '/') {
    // The parent's own breadcrumb label when its hero has one ("Solutions"), else its title.
    const hero = parent.layout?.[0]
    const label = hero?.blockType === 'hero' && hero.breadcrumb ? hero.breadcrumb : parent.title
    crumbs.push({ name: label, path: parent.path })
  }
  if (page.path && page.path !== '/') crumbs.push({ name: page.title, path: page.path })
  return crumbs
}

/**
 * A page's layout, block by block, in order. `roleQuery`: the filters of the request, which only
 * the careers route reads (src/blocks/own-routes.ts); elsewhere the open roles are unfiltered.
 */
export function RenderBlocks({ blocks, trail, roleQuery }: { blocks: Page['layout']; trail?: readonly Crumb[]; roleQuery?: RoleQuery }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = block.id ?? index
        if (block.blockType === 'openRoles') return <OpenRolesBlockComponent key={key} block={block} trail={trail} query={roleQuery} />
        const Component = BLOCK_COMPONENTS[block.blockType] as ComponentOf<BlockType>
        return <Component key={key} block={block as never} trail={trail} />
      })}
    </>
  )
}
