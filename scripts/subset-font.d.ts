/** The part of subset-font 2.x (no bundled types) that scripts/subset-fonts.ts uses. */
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }
  export default function subsetFont(input: Buffer, text: string, options?: Options): Promise<Buffer>
}
