'use client'

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

export type ChartDay = { day: string; visitors: number; pageviews: number }

/**
 * Visitors and page views per day (decision 182). Loaded in the admin only; the numbers are also in
 * the table beside it, which is what a screen reader reads (the chart is one labelled image).
 */
export function AnalyticsChart({ days, label }: { days: ChartDay[]; label: string }) {
  return (
    <div role="img" aria-label={label} style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={days} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="var(--theme-elevation-100)" strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} stroke="var(--theme-elevation-500)" fontSize={12} />
          <YAxis allowDecimals={false} stroke="var(--theme-elevation-500)" fontSize={12} width={40} />
          <Tooltip contentStyle={{ background: 'var(--theme-elevation-0)', border: '1px solid var(--theme-elevation-150)' }} />
          <Legend />
          <Line type="linear" dataKey="visitors" name="Visitors" stroke="#3730A3" strokeWidth={2} dot={{ r: 2 }} isAnimationActive={false} />
          <Line type="linear" dataKey="pageviews" name="Page views" stroke="#0EA5E9" strokeWidth={2} dot={{ r: 2 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  )
}
