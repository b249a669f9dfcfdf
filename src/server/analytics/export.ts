import 'server-only'

import type { Payload } from 'payload'

import { parseRange } from '@/lib/analytics/range'
import { exportingStaff, plainText } from '@/server/auth/staff-export'
import { csvRow } from '@/server/platform/csv'

import { type AnalyticsReport, analyticsReport, type Ranked } from './report'

export const ANALYTICS_TABLES = ['days', 'pages', 'sources', 'campaigns', 'devices'] as const
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number]

const isTable = (value: string | null): value is AnalyticsTable => ANALYTICS_TABLES.includes(value as AnalyticsTable)

const FUNNEL = ['visitors', 'pageviews', 'leads', 'lead_rate_percent', 'signups', 'signup_rate_percent', 'workspaces', 'workspace_rate_percent'] as const
const funnel = (row: Ranked) => [row.visitors, row.pageviews, row.leads, row.leadRate, row.signups, row.signupRate, row.workspaces, row.workspaceRate]

/** Each table as CSV rows, header first. */
const TABLES: Record<AnalyticsTable, (report: AnalyticsReport) => unknown[][]> = {
  days: (report) => [['day', 'visitors', 'pageviews'], ...report.days.map((day) => [day.day, day.visitors, day.pageviews])],
  pages: (report) => [['page', 'visitors', 'pageviews'], ...report.pages.map((row) => [row.value, row.visitors, row.pageviews])],
  sources: (report) => [['source', ...FUNNEL], ...report.sources.map((row) => [row.value, ...funnel(row)])],
  campaigns: (report) => [['campaign', ...FUNNEL], ...report.campaigns.map((row) => [row.value, ...funnel(row)])],
  devices: (report) => [['device', ...FUNNEL], ...report.devices.map((row) => [row.value, ...funnel(row)])],
}

/**
 * GET /analytics/export.csv?table=days|pages|sources|campaigns|devices&from=&to=: one of the
 * dashboard's tables as CSV, for signed-in sales and admin staff (as the lead exports).
 */
export async function exportAnalyticsCsv(payload: Payload, request: Request): Promise<Response> {
  const refused = await exportingStaff(payload, request, 'analytics')
  if (refused instanceof Response) return refused
  const params = new URL(request.url).searchParams
  const table = params.get('table')
  if (!isTable(table)) return plainText('bad_request', `Unknown table: use table=${ANALYTICS_TABLES.join(', ')}.`)
  const range = parseRange(params.get('from'), params.get('to'))
  if ('error' in range) return plainText('bad_request', range.error)
  const report = await analyticsReport(payload, range)
  return new Response(TABLES[table](report).map(csvRow).join(''), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="erpz-analytics-${table}-${range.from}-to-${range.to}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
