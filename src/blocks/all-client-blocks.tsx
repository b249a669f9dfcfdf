import { BrandAssetsBlockComponent } from './BrandAssets/Component'
import { ContactDetailsBlockComponent } from './ContactDetails/Component'
import { EmailCaptureBlockComponent } from './EmailCapture/Component'
import { IndustryCarouselBlockComponent } from './IndustryCarousel/Component'
import { LeadFormBlockComponent } from './LeadForm/Component'
import { OpenRolesBlockComponent } from './OpenRoles/Component'
import { PricingComparisonBlockComponent } from './PricingComparison/Component'
import type { ClientBlocks } from './registry'

/** Every client block: for the previews only (not public pages; see client-blocks.ts). */
export const ALL_CLIENT_BLOCKS: Required<ClientBlocks> = {
  emailCapture: EmailCaptureBlockComponent,
  industryCarousel: IndustryCarouselBlockComponent,
  contactDetails: ContactDetailsBlockComponent,
  leadForm: LeadFormBlockComponent,
  brandAssets: BrandAssetsBlockComponent,
  pricingComparison: PricingComparisonBlockComponent,
  openRoles: OpenRolesBlockComponent,
}
