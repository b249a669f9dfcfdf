import { env } from '@/env'

/**
 * The lead inbox (issue 46, decision 202): where a lead stands, and how long one may wait.
 * new → contacted → qualified → won, or lost (with a reason) from any of them.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', qualified: 'Qualified', won: 'Won', lost: 'Lost' }
/** Still being worked: a next step is expected. */
export const OPEN_LEAD_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'qualified']

export const LEAD_INBOX = {
  /**
   * A lead still "new" this long after it arrived alerts its owner (or the sales addresses) by
   * email, once. ERPZ_LEAD_OVERDUE_MINUTES overrides the default of one working day (24 hours).
   */
  overdueAfterMinutes: (): number => env.ERPZ_LEAD_OVERDUE_MINUTES,
  /** Notes per lead, and history entries kept per lead (the oldest go first). */
  maxNotes: 200,
  maxActivity: 500,
  maxNoteChars: 4000,
} as const
