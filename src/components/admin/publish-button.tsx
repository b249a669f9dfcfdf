'use client'
/**
 * Payload's Publish button for documents with scheduled publishing (decision 198), with two
 * corrections to its Schedule Publish drawer:
 * - It opens on "Unpublish" unless the document info counts versions newer than the published one,
 *   and for a document never published that count is 0. Such a document's saved draft is exactly
 *   a version not yet published, so it is counted as one: the drawer opens on "Publish". Nothing
 *   else reads the count while there is no published document (the status badge asks
 *   `hasPublishedDoc` first).
 * - It names the time zone of the time it takes (its list of schedules said "Timezone: No value").
 *   Its date picker shows and limits times in the browser's own zone, so a time zone other than the
 *   browser's makes "in the next hours" unpickable for anyone east of it: the drawer starts in the
 *   browser's zone (the office's, for the team at the office) and falls back to the office's.
 */
import { ConfigProvider, PublishButton, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useMemo } from 'react'

export function PublishOrSchedule() {
  const { id, hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount } = useDocumentInfo()
  useEffect(() => {
    if (id !== undefined && !hasPublishedDoc && unpublishedVersionCount === 0) setUnpublishedVersionCount(1)
  }, [id, hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount])

  const { config } = useConfig()
  const withZone = useMemo(() => {
    const { timezones } = config.admin
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const defaultTimezone = timezones.supportedTimezones.some((zone) => zone.value === browserZone) ? browserZone : timezones.defaultTimezone
    return { ...config, admin: { ...config.admin, timezones: { ...timezones, defaultTimezone } } }
  }, [config])
  return (
    <ConfigProvider config={withZone}>
      <PublishButton />
    </ConfigProvider>
  )
}
