'use client'
/**
 * Makes the Schedule Publish drawer say when a schedule was refused (decision 173). Payload's
 * drawer toasts "Scheduled successfully." whatever its server function answered, and shows an
 * error only when the call throws; the server answers a refusal as `{ error }` (a policy scheduled
 * by an editor, a failure to queue). This provider hands the drawer a `schedulePublish` that throws
 * that message, so the drawer shows it (and lists nothing new) instead of a false success.
 */
import { ServerFunctionsContext, useServerFunctions } from '@payloadcms/ui'
import { useMemo, type ReactNode } from 'react'

type Functions = ReturnType<typeof useServerFunctions>

export function ScheduleErrorsProvider({ children }: { children?: ReactNode }) {
  const functions = useServerFunctions()
  const value = useMemo<Functions>(
    () => ({
      ...functions,
      schedulePublish: async (args) => {
        const answer: unknown = await functions.schedulePublish(args)
        if (typeof answer === 'object' && answer !== null && 'error' in answer && typeof answer.error === 'string') {
          throw new Error(answer.error)
        }
        return answer as Awaited<ReturnType<Functions['schedulePublish']>>
      },
    }),
    [functions],
  )
  return <ServerFunctionsContext value={value}>{children}</ServerFunctionsContext>
}
