/** Copy of the brand kit (/brand-kit). Colours and fonts come from src/config/site.ts. */
export const brandKit = {
  hero: {
    eyebrow: 'Brand',
    title: 'Brand Kit & Guidelines',
    subtitle: 'Everything partners, press and customers need to present ERPZ correctly: logos, colours and type.',
  },
  logo: {
    title: 'Logo',
    text: 'Use the full-colour logo on light backgrounds and the white logo on dark ones.',
    download: 'Download logo pack',
    packHref: '/media/erpz-logo-pack.zip',
    packFileName: 'erpz-logo-pack.zip',
    packContents: 'ZIP with the full logo (light and dark) and the square mark as SVG.',
  },
  colors: {
    title: 'Colours',
    text: 'Six colours, the same ones this website is built with. Select a value to copy it.',
  },
  fonts: {
    title: 'Typography',
    text: 'Manrope for headings, Inter for body text. Both are open-source variable fonts.',
  },
  usage: {
    title: 'Using the brand',
    do: {
      title: 'Do',
      items: ['Leave clear space around the logo equal to the height of the mark’s “E”.', 'Use ERPZ Indigo for primary actions.', 'Keep body text in Graphite on white or Mist.'],
    },
    dont: {
      title: 'Don’t',
      items: ['Stretch, rotate or recolour the logo.', 'Place the logo on busy photos without a solid backing.', 'Use Signal Orange for large areas of text.'],
    },
  },
} as const
