import 'server-only'

import type { PageSeed } from './page-seed'

export const brandKitPage: PageSeed = {
  title: 'Brand Kit & Guidelines',
  slug: 'brand-kit',
  path: '/brand-kit',
  _status: 'published',
  meta: { description: 'ERPZ brand colours, typography and logo downloads for partners and press.', structuredData: 'none', noindex: false },
  layout: [
    {
      blockType: 'hero',
      style: 'breadcrumbs',
      breadcrumb: 'Brand Kit',
      eyebrow: 'Brand',
      title: 'Brand Kit & Guidelines',
      subtitle: 'Everything partners, press and customers need to present ERPZ correctly: logos, colours and type.',
    },
    {
      blockType: 'brandAssets',
      show: 'logo',
      anchor: 'logo',
      tone: 'white',
      title: 'Logo',
      subtitle: 'Use the full-colour logo on light backgrounds and the white logo on dark ones.',
      downloadLabel: 'Download logo pack',
      downloadNote: 'ZIP with the full logo (light and dark) and the square mark as SVG.',
    },
    {
      blockType: 'brandAssets',
      show: 'colors',
      anchor: 'colors',
      tone: 'surface',
      title: 'Colours',
      subtitle: 'Six colours, the same ones this website is built with. Select a value to copy it.',
    },
    {
      blockType: 'brandAssets',
      show: 'fonts',
      anchor: 'typography',
      tone: 'white',
      title: 'Typography',
      subtitle: 'Manrope for headings, Inter for body text. Both are open-source variable fonts.',
    },
    {
      blockType: 'doDont',
      anchor: 'usage',
      tone: 'surface',
      title: 'Using the brand',
      left: {
        title: 'Do',
        items: [
          { text: 'Leave clear space around the logo equal to the height of the mark’s “E”.' },
          { text: 'Use ERPZ Indigo for primary actions.' },
          { text: 'Keep body text in Graphite on white or Mist.' },
        ],
      },
      right: {
        title: 'Don’t',
        items: [
          { text: 'Stretch, rotate or recolour the logo.' },
          { text: 'Place the logo on busy photos without a solid backing.' },
          { text: 'Use Signal Orange for large areas of text.' },
        ],
      },
    },
  ],
}
