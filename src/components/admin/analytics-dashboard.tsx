import { Button } from '@payloadcms/ui'

import { lastDays } from '@/lib/analytics/range'
import type { AnalyticsReport, Ranked } from '@/lib/analytics/report'

import { AnalyticsChart } from './analytics-chart'

const card = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 'calc(var(--base) * 0.75)' } as const
const table = { width: '100%', borderCollapse: 'collapse', fontSize: '0.9rem' } as const
const cell = { textAlign: 'left', padding: '4px 8px 4px 0', borderBottom: '1px solid var(--theme-elevation-100)' } as const
const num = { ...cell, textAlign: 'right' } as const
const caption = { textAlign: 'left', fontWeight: 600, padding: '0 0 calc(var(--base) / 2)' } as const

const PRESETS = [7, 30, 90] as const

const count = (n: number) => n.toLocaleString('en-IN')
const plural = (n: number, noun: string) => (
  <>
    <strong>{count(n)}</strong> {n === 1 ? noun : `${noun}s`}
  </>
)
const percent = (n: number) => `${n.toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`

function ExportLink({ table: name, report }: { table: string; report: AnalyticsReport }) {
  const query = new URLSearchParams({ table: name, from: report.range.from, to: report.range.to })
  return (
    <Button el="anchor" url={`/analytics/export.csv?${query}`} buttonStyle="secondary" size="small" margin={false}>
      Export as CSV
    </Button>
  )
}

function Card({ id, title, children, exportTable, report, exports }: {
  id: string
  title: string
  children: React.ReactNode
  exportTable?: string
  report: AnalyticsReport
  exports: boolean
}) {
  return (
    <section aria-labelledby={id} style={card}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8, marginBottom: 'calc(var(--base) / 2)' }}>
        <h3 id={id} style={{ fontSize: '1rem', margin: 0 }}>
          {title}
        </h3>
        {exports && exportTable && <ExportLink table={exportTable} report={report} />}
      </div>
      {children}
    </section>
  )
}

/** A top list with its funnel: visitors → leads → sign-ups → workspaces, with rates of visitors. */
function FunnelTable({ label, rows, name }: { label: string; rows: Ranked[]; name: string }) {
  if (rows.length === 0) return <p style={{ margin: 0 }}>No visits in this period yet.</p>
  return (
    <table style={table}>
      <caption style={caption}>{label}</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>{name}</th>
          <th scope="col" style={num}>Visitors</th>
          <th scope="col" style={num}>Leads</th>
          <th scope="col" style={num}>Sign-ups</th>
          <th scope="col" style={num}>Workspaces</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.value}>
            <th scope="row" style={{ ...cell, fontWeight: 400, wordBreak: 'break-all' }}>{row.value}</th>
            <td style={num}>{count(row.visitors)}</td>
            <td style={num}>
              {count(row.leads)} ({percent(row.leadRate)})
            </td>
            <td style={num}>
              {count(row.signups)} ({percent(row.signupRate)})
            </td>
            <td style={num}>
              {count(row.workspaces)} ({percent(row.workspaceRate)})
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Visitors and page views by day or by page. */
function VisitsTable({ caption: label, name, rows }: { caption: string; name: string; rows: Array<{ key: string; visitors: number; pageviews: number }> }) {
  return (
    <table style={table}>
      <caption style={caption}>{label}</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>{name}</th>
          <th scope="col" style={num}>Visitors</th>
          <th scope="col" style={num}>Page views</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" style={{ ...cell, fontWeight: 400, wordBreak: 'break-all' }}>{row.key}</th>
            <td style={num}>{count(row.visitors)}</td>
            <td style={num}>{count(row.pageviews)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function RangeForm({ report }: { report: AnalyticsReport }) {
  return (
    <form method="get" action="/admin" aria-label="Analytics date range" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end', marginBottom: 'var(--base)' }}>
      <label style={{ display: 'grid', gap: 4 }}>
        From
        <input type="date" name="from" defaultValue={report.range.from} required style={{ padding: 4 }} />
      </label>
      <label style={{ display: 'grid', gap: 4 }}>
        To
        <input type="date" name="to" defaultValue={report.range.to} required style={{ padding: 4 }} />
      </label>
      <Button type="submit" buttonStyle="primary" size="small" margin={false}>
        Show
      </Button>
      <nav aria-label="Quick ranges" style={{ display: 'flex', gap: 12 }}>
        {PRESETS.map((days) => {
          const range = lastDays(days)
          return (
            <a key={days} href={`/admin?${new URLSearchParams(range)}`}>
              Last {days} days
            </a>
          )
        })}
      </nav>
    </form>
  )
}

/**
 * The analytics half of the admin's home (issue 29, decision 182): visitors and page views per day,
 * top pages, sources, campaigns and devices, and the funnel by source and campaign. Loaded by
 * src/app/(payload)/admin/analytics-panel.tsx, which decides who sees it and reads the report.
 */
export function AnalyticsDashboard({ report, exports, problem }: { report: AnalyticsReport; exports: boolean; problem: string | null }) {
  const { totals } = report
  const shared = { report, exports }
  return (
    <section aria-labelledby="analytics-dashboard" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="analytics-dashboard" style={{ margin: '0 0 calc(var(--base) / 2)' }}>
        Analytics
      </h2>
      <p style={{ margin: '0 0 var(--base)' }}>
        {report.range.from} to {report.range.to} (UTC): {plural(totals.visitors, 'visitor')}, {plural(totals.pageviews, 'page view')},{' '}
        {plural(totals.leads, 'visitor')} who sent a form or booked a demo ({percent(totals.leadRate)} of visitors), {plural(totals.signups, 'sign-up')},{' '}
        {plural(totals.workspaces, 'workspace')} ready. Visitors are counted once a day, without cookies, and only those tracked: every lead
        received is listed under Leads, tracked or not.
      </p>
      {problem && (
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: '0 0 var(--base)' }}>
          {problem} Showing the last 7 days.
        </p>
      )}
      <RangeForm report={report} />
      <div style={{ display: 'grid', gap: 'var(--base)', gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))' }}>
        <Card id="analytics-days" title="Visitors and page views per day" exportTable="days" {...shared}>
          {totals.visitors === 0 ? (
            <p style={{ margin: 0 }}>No visits in this period yet.</p>
          ) : (
            <>
              <AnalyticsChart days={report.days} label={`Line chart of visitors and page views per day, ${report.range.from} to ${report.range.to}; the numbers are in the table below.`} />
              <details>
                <summary>Table of days</summary>
                <VisitsTable caption="Visitors and page views per day" name="Day" rows={report.days.map((day) => ({ key: day.day, ...day }))} />
              </details>
            </>
          )}
        </Card>
        <Card id="analytics-pages" title="Top pages" exportTable="pages" {...shared}>
          {report.pages.length === 0 ? (
            <p style={{ margin: 0 }}>No visits in this period yet.</p>
          ) : (
            <VisitsTable caption="Pages by page views" name="Page" rows={report.pages.map((row) => ({ key: row.value, ...row }))} />
          )}
        </Card>
        <Card id="analytics-sources" title="Funnel by source" exportTable="sources" {...shared}>
          <FunnelTable label="Visitors by source, and how many became leads, sign-ups and workspaces" rows={report.sources} name="Source" />
        </Card>
        <Card id="analytics-campaigns" title="Funnel by campaign" exportTable="campaigns" {...shared}>
          <FunnelTable label="Visitors by campaign (utm_campaign), and how many became leads, sign-ups and workspaces" rows={report.campaigns} name="Campaign" />
        </Card>
        <Card id="analytics-devices" title="Devices" exportTable="devices" {...shared}>
          <FunnelTable label="Visitors by device" rows={report.devices} name="Device" />
        </Card>
      </div>
    </section>
  )
}
