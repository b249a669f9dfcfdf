import type React from 'react'

import type { Crumb } from '@/components/marketing/breadcrumbs'
import type { Page } from '@/payload-types'

import type { ClientBlockType } from './client-blocks'

import { AddOnsBlockComponent } from './AddOns/Component'
import { CardGridBlockComponent } from './CardGrid/Component'
import { FaqBlockComponent } from './Faq/Component'
import { FeatureRowsBlockComponent } from './FeatureRows/Component'
import { ChecklistBlockComponent } from './Checklist/Component'
import { CtaBandBlockComponent } from './CtaBand/Component'
import { DoDontBlockComponent } from './DoDont/Component'
import { FiguresBandBlockComponent } from './FiguresBand/Component'
import { HeroBlockComponent } from './Hero/Component'
import { ModuleCardsBlockComponent } from './ModuleCards/Component'
import { NumberedStepsBlockComponent } from './NumberedSteps/Component'
import { PricingPlansBlockComponent } from './PricingPlans/Component'
import { ProblemSolutionBlockComponent } from './ProblemSolution/Component'
import { StatementsBlockComponent } from './Statements/Component'
import { TeamTilesBlockComponent } from './TeamTiles/Component'

type LayoutBlock = Page['layout'][number]
type BlockType = LayoutBlock['blockType']
type ComponentOf<T extends BlockType> = React.ComponentType<{ block: Extract<LayoutBlock, { blockType: T }>; trail?: readonly Crumb[] }>

/** The client blocks a route renders besides the server ones (src/blocks/client-blocks.ts). */
export type ClientBlocks = Partial<{ [T in ClientBlockType]: ComponentOf<T> }>

/**
 * Block slug → its server component, for every block without client code. A block type missing here
 * and not listed in client-blocks.ts fails the typecheck.
 */
export const BLOCK_COMPONENTS: { [T in Exclude<BlockType, ClientBlockType>]: ComponentOf<T> } = {
  hero: HeroBlockComponent,
  moduleCards: ModuleCardsBlockComponent,
  problemSolution: ProblemSolutionBlockComponent,
  cardGrid: CardGridBlockComponent,
  figuresBand: FiguresBandBlockComponent,
  statements: StatementsBlockComponent,
  checklist: ChecklistBlockComponent,
  teamTiles: TeamTilesBlockComponent,
  numberedSteps: NumberedStepsBlockComponent,
  featureRows: FeatureRowsBlockComponent,
  doDont: DoDontBlockComponent,
  pricingPlans: PricingPlansBlockComponent,
  addOns: AddOnsBlockComponent,
  faq: FaqBlockComponent,
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

/** A page's layout, block by block, in order. */
export function RenderBlocks({ blocks, trail, clientBlocks = {} }: { blocks: Page['layout']; trail?: readonly Crumb[]; clientBlocks?: ClientBlocks }) {
  const components: Partial<Record<BlockType, ComponentOf<BlockType>>> = { ...BLOCK_COMPONENTS, ...clientBlocks } as Partial<Record<BlockType, ComponentOf<BlockType>>>
  return (
    <>
      {blocks.map((block, index) => {
        // A client block on a page whose route does not render it (the collection refuses that) is left out.
        const Component = components[block.blockType]
        if (!Component) return null
        return <Component key={block.id ?? index} block={block as never} trail={trail} />
      })}
    </>
  )
}
