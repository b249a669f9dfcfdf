import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { SchedulerEmbed, schedulerSrc } from './scheduler-embed'

describe('SchedulerEmbed', () => {
  it('frames the configured scheduler 1000 px tall, at least 800 px, and says an invite will be sent', () => {
    const html = renderToStaticMarkup(
      <SchedulerEmbed url="https://cal.example.com/erpz/30min" prefill={{ name: 'Meera Iyer', email: 'meera@example.com' }} />,
    )
    expect(html).toMatch(/<iframe[^>]+style="height:1000px;min-height:800px"/)
    expect(html).toContain('src="https://cal.example.com/erpz/30min?name=Meera+Iyer&amp;email=meera%40example.com"')
    expect(html).toContain('A calendar invite will be sent')
  })

  it('keeps the scheduler URL as configured without prefill', () => {
    expect(schedulerSrc('https://calendly.com/erpz/demo', {})).toBe('https://calendly.com/erpz/demo')
  })
})
