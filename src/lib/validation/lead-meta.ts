import * as z from './zod'

import { singleLine } from './shared'

/**
 * Where a lead came from, as the browser reports it; bad values are dropped, never refused. Only
 * the server parses it, so the forms' browser code does not carry it (issue 18). Trimmed: leading
 * whitespace only serves to hide a formula from a spreadsheet check (issue 30).
 */
const upTo = (max: number) => z.optional(z.string().check(z.overwrite(singleLine), z.trim(), z.maxLength(max)))

const utm = z.optional(
  z.object({
    source: upTo(200),
    medium: upTo(200),
    campaign: upTo(200),
    term: upTo(200),
    content: upTo(200),
  }),
)

/**
 * The visitor's first visit, sent only when they chose Accept All (issue 29): the page they landed
 * on, the referrer and campaign tags of that arrival, and when it was (ISO).
 */
const FirstTouchSchema = z.catch(
  z.optional(
    z.object({
      landingPage: upTo(300),
      referrer: upTo(1000),
      utm,
      at: z.optional(z.iso.datetime()),
    }),
  ),
  undefined,
)

export const LeadMetaSchema = z.catch(
  z.object({
    sourcePage: upTo(300),
    referrer: upTo(1000),
    utm,
    firstTouch: FirstTouchSchema,
    // The label of the form block the lead was sent from (decision 199), as the page names it.
    campaignLabel: upTo(100),
  }),
  {},
)
export type LeadMeta = z.output<typeof LeadMetaSchema>
export type FirstTouch = NonNullable<LeadMeta['firstTouch']>
