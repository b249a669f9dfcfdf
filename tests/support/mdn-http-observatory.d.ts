// @mdn/mdn-http-observatory is JavaScript with JSDoc types and no declarations; this is the part
// tests/system/csp.test.ts uses: its retriever and its tests, without the TLS scan of scan().
declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export type ObservatoryRequests = {
    responses: { auto: { status: number; headers: Record<string, string> } | null }
  }
  export function retrieve(
    hostname: string,
    options?: { httpPort?: number; httpsPort?: number; path?: string },
  ): Promise<ObservatoryRequests>
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { ObservatoryRequests } from '@mdn/mdn-http-observatory/src/retriever/retriever.js'

  export type ObservatoryOutput = { pass: boolean; result: string | null; constructor: { name: string } }
  export const ALL_TESTS: Array<(requests: ObservatoryRequests) => ObservatoryOutput>
}
