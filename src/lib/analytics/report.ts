/** What the admin's analytics section shows (decision 182); computed by src/server/analytics/report.ts. */
import type { DateRange } from './range'

/** Visitors (daily ids), those of them who became a lead, signed up or got a workspace, and page views. */
export type Counts = { visitors: number; pageviews: number; leads: number; signups: number; workspaces: number }

/** One row of a top list, with its conversion rates in percent of its visitors. */
export type Ranked = Counts & { value: string; leadRate: number; signupRate: number; workspaceRate: number }

export type AnalyticsReport = {
  range: DateRange
  totals: Ranked
  days: Array<{ day: string; visitors: number; pageviews: number }>
  pages: Ranked[]
  sources: Ranked[]
  campaigns: Ranked[]
  devices: Ranked[]
}
