import type { FieldHook, GlobalConfig } from 'payload'

import { editorsOnly, hasRole, publishedOrEditor } from '../collections/access'
import { updatedByField } from '../collections/updated-by'
import { LIVE_HELP_TEXTS } from '../config/live-help-texts'
import { validClock, validEmail, validHttps, validLink, validPathList, validPhone, validTimeZone } from './fields'
import { revalidateGlobal } from './hooks'

/**
 * Where customers write and call: admins only (decision 161). Marketing edits every other
 * setting; an editor's value for these fields is replaced by the stored one before validation, so
 * a save or publish by an editor keeps the addresses as they were. (Payload's field-level update
 * access was tried first: it drops the field from the editor's data, and with a draft as the latest
 * version the publish then failed "This field is required".)
 */
const keepUnlessAdmin: FieldHook = ({ value, previousValue, req }) => {
  const user = req.user
  if (!user || user.collection !== 'users' || hasRole(user, 'admin')) return value
  return previousValue ?? value
}

const contactChannel = {
  hooks: { beforeValidate: [keepUnlessAdmin] },
  admin: { description: 'Changed by admins only.' },
}

/** Company facts, contact details, office hours, the marketing figures and the cookie banner (issue 31). */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: {
    group: 'Settings',
    description: 'Facts every page, email and search result shows. Publish to change the live site. Contact addresses are changed by admins.',
  },
  access: { read: publishedOrEditor, update: editorsOnly, readVersions: editorsOnly },
  versions: { drafts: { autosave: false }, max: 50 },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'company',
      type: 'group',
      fields: [
        { name: 'tagline', type: 'text', required: true, maxLength: 160 },
        { name: 'description', type: 'textarea', required: true, maxLength: 320, admin: { description: 'The description search engines and link previews show.' } },
        { name: 'foundingYear', type: 'number', required: true, min: 1900, max: 2100 },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'email', label: 'Contact email', type: 'text', required: true, validate: validEmail, ...contactChannel },
            { name: 'phone', type: 'text', required: true, validate: validPhone, ...contactChannel },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'supportEmail', label: 'Support email', type: 'text', required: true, validate: validEmail, ...contactChannel },
            { name: 'careersEmail', label: 'Careers email', type: 'text', required: true, validate: validEmail, ...contactChannel },
          ],
        },
        {
          name: 'address',
          type: 'group',
          fields: [
            { name: 'street', type: 'text', required: true, maxLength: 120, ...contactChannel },
            {
              type: 'row',
              fields: [
                { name: 'locality', label: 'City', type: 'text', required: true, maxLength: 60, ...contactChannel },
                { name: 'region', label: 'State', type: 'text', required: true, maxLength: 60, ...contactChannel },
                { name: 'postalCode', label: 'PIN code', type: 'text', required: true, maxLength: 12, ...contactChannel },
                { name: 'country', type: 'text', required: true, maxLength: 60, ...contactChannel },
              ],
            },
          ],
        },
        { name: 'mapUrl', label: 'Map link', type: 'text', required: true, maxLength: 500, validate: validHttps, ...contactChannel },
        {
          name: 'officeHours',
          type: 'group',
          admin: { description: 'Shown on the contact page as e.g. "Monday to Friday 9:00 AM - 6:00 PM (PST)".' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'days', type: 'text', required: true, maxLength: 60 },
                { name: 'opens', type: 'text', required: true, validate: validClock, admin: { placeholder: '09:00' } },
                { name: 'closes', type: 'text', required: true, validate: validClock, admin: { placeholder: '18:00' } },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'timeZone',
                  label: 'Time zone',
                  type: 'text',
                  required: true,
                  validate: validTimeZone,
                  admin: { description: 'An IANA name, e.g. Asia/Kolkata.' },
                },
                { name: 'timeZoneLabel', label: 'Time zone as shown', type: 'text', required: true, maxLength: 12, admin: { description: 'e.g. IST or PST.' } },
              ],
            },
            { name: 'closedNote', label: 'Closed', type: 'text', required: true, maxLength: 80 },
          ],
        },
      ],
    },
    {
      name: 'figures',
      label: 'Marketing figures',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      labels: { singular: 'Figure', plural: 'Figures' },
      admin: { description: 'The figures band of the home and solution pages.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true, maxLength: 12 },
            { name: 'label', type: 'text', required: true, maxLength: 60 },
          ],
        },
      ],
    },
    {
      name: 'cookieBanner',
      type: 'group',
      fields: [
        { name: 'text', type: 'textarea', required: true, maxLength: 400, admin: { description: 'Followed by the link to the cookie policy.' } },
        {
          type: 'row',
          fields: [
            { name: 'policyLinkLabel', label: 'Policy link label', type: 'text', required: true, maxLength: 40 },
            { name: 'policyLinkHref', label: 'Policy link', type: 'text', required: true, maxLength: 500, validate: validLink },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'settingsLabel', label: 'Settings button', type: 'text', required: true, maxLength: 30 },
            { name: 'acceptLabel', label: 'Accept button', type: 'text', required: true, maxLength: 30 },
          ],
        },
      ],
    },
    {
      name: 'liveHelp',
      label: 'Live Help',
      type: 'group',
      admin: { description: 'The chat visitors open from the onboarding header (issue 47).' },
      fields: [
        {
          name: 'staffing',
          label: 'Who answers',
          type: 'select',
          required: true,
          defaultValue: 'hours',
          options: [
            { label: 'The team, during office hours (Monday to Friday, 9:00 to 18:00 office time)', value: 'hours' },
            { label: 'The team, at any time', value: 'always' },
            { label: 'Nobody for now (a holiday): visitors leave their email', value: 'never' },
          ],
          admin: { description: 'Outside these times visitors are asked for their email, and their message becomes a lead.' },
        },
        {
          name: 'greeting',
          type: 'text',
          maxLength: 200,
          defaultValue: LIVE_HELP_TEXTS.greeting,
          admin: { description: 'The first line a visitor reads when they open the chat.' },
        },
        {
          name: 'launcher',
          label: 'Show a chat button on the marketing pages',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'A button at the bottom right of every marketing page that opens Live Help. The onboarding header always has one.' },
        },
        {
          type: 'row',
          fields: [
            { name: 'launcherLabel', label: 'Button label', type: 'text', required: true, defaultValue: 'Chat with us', maxLength: 30 },
            {
              name: 'hiddenOn',
              label: 'Not on these pages',
              type: 'textarea',
              maxLength: 2000,
              validate: validPathList,
              admin: { description: 'One address per line, e.g. /pricing or /blog/* for every post.' },
            },
          ],
        },
      ],
    },
    updatedByField,
  ],
}
