import type { Block } from 'payload'

import { linkFields, sectionFields } from '../shared/fields'

/** The five module cards (Plan, Procure, Assure, Track, Pulse), each linking to its solution page. */
export const ModuleCardsBlock: Block = {
  slug: 'moduleCards',
  interfaceName: 'ModuleCardsBlock',
  labels: { singular: 'Module cards', plural: 'Module cards' },
  fields: [...sectionFields(), linkFields('link', 'Button under the cards', false)],
}
