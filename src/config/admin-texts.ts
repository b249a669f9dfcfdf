import type { Config } from 'payload'

/**
 * Payload's English texts the admin shows where we want words, not placeholders (issue 44,
 * decision 198): an empty cell reads "—" instead of "<No Price>" or "<No Prefix>", and a checkbox
 * column says Yes or No instead of `true`/`false`.
 */
export const ADMIN_TRANSLATIONS: NonNullable<Config['i18n']>['translations'] = {
  en: { general: { noLabel: '—', true: 'Yes', false: 'No' } },
}
