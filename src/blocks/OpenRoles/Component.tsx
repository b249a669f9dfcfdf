import { ArrowRight, Briefcase, MapPin } from '@/components/ui/icons'

import type { Crumb } from '@/components/marketing/breadcrumbs'
import { Section } from '@/components/marketing/section'
import { inputClass } from '@/components/ui/form-field'
import { Button } from '@/components/ui/button'
import { roleHref } from '@/content/careers'
import type { OpenRolesBlock as Data } from '@/payload-types'
import { listOpenRoles } from '@/server/careers/openings'
import { siteGlobals } from '@/server/globals/read'
import { getAppPayload } from '@/server/endpoint'

/** What the list shows of one opening. */
export type OpenRole = {
  id: number | string
  slug: string
  title: string
  department: string
  location: string
  employmentType: string
  requirements: { requirement: string }[]
}

export type OpenRolesFilters = {
  departments: string[]
  locations: string[]
  department?: string
  location?: string
}

export type OpenRolesProps = {
  /** The open roles to list (already filtered). */
  openings: OpenRole[]
  /** Department and location choices; the form is a plain GET, so it works without JavaScript. */
  filters?: OpenRolesFilters
  /** Where the filter form sends its GET (the page the block is on). */
  action?: string
  /** The words of the filters and the cards (the block's labels). */
  labels: OpenRolesLabels
}

export type OpenRolesLabels = Data['labels']

export const employmentLabel = (type: string) =>
  ({ FULL_TIME: 'Full-time', PART_TIME: 'Part-time', CONTRACTOR: 'Contract', TEMPORARY: 'Temporary', INTERN: 'Internship' })[type] ?? type

/**
 * The open-roles list of the careers page (issue 27), a server component with no JavaScript of
 * its own; it takes the openings as props so it can become a CMS block.
 */
export function OpenRoles({ openings, filters, action = '/careers', labels }: OpenRolesProps) {
  const filtered = Boolean(filters?.department || filters?.location)
  return (
    <div className="mx-auto mt-12 max-w-5xl">
      {filters ? (
        <form method="get" action={`${action}#roles`} className="flex flex-col gap-4 rounded-2xl bg-surface p-5 sm:flex-row sm:items-end" aria-label="Filter open roles">
          <div className="flex-1 space-y-1.5">
            <label htmlFor="roles-department" className="block text-sm font-semibold text-brand-dark">
              {labels.department}
            </label>
            <select id="roles-department" name="department" defaultValue={filters.department ?? ''} className={inputClass}>
              <option value="">{labels.any}</option>
              {filters.departments.map((department) => (
                <option key={department} value={department}>
                  {department}
                </option>
              ))}
            </select>
          </div>
          <div className="flex-1 space-y-1.5">
            <label htmlFor="roles-location" className="block text-sm font-semibold text-brand-dark">
              {labels.location}
            </label>
            <select id="roles-location" name="location" defaultValue={filters.location ?? ''} className={inputClass}>
              <option value="">{labels.any}</option>
              {filters.locations.map((location) => (
                <option key={location} value={location}>
                  {location}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" className="shrink-0">
            {labels.submit}
          </Button>
          {filtered ? (
            <a href={`${action}#roles`} className="self-center text-sm font-semibold text-brand underline-offset-4 hover:underline">
              {labels.reset}
            </a>
          ) : null}
        </form>
      ) : null}
      {openings.length === 0 ? (
        <p className="mt-10 text-center text-ink" role="status">
          {labels.noRoles}
        </p>
      ) : (
        <ul className="mt-8 grid gap-6">
          {openings.map((role) => (
            <li key={role.id} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200 md:flex md:items-start md:justify-between md:gap-8" data-testid="career-role">
              <div>
                <h3 className="text-xl font-bold">{role.title}</h3>
                <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink">
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden className="size-4 text-brand" /> {role.location}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Briefcase aria-hidden className="size-4 text-brand" /> {employmentLabel(role.employmentType)}
                  </span>
                  <span>{role.department}</span>
                </p>
                <h4 className="mt-5 text-sm font-semibold uppercase tracking-wide text-brand-dark">{labels.requirements}</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 leading-7 marker:text-brand">
                  {role.requirements.map((item) => (
                    <li key={item.requirement}>{item.requirement}</li>
                  ))}
                </ul>
              </div>
              <Button asChild className="mt-6 shrink-0 md:mt-0">
                <a href={roleHref(role.slug)} aria-label={`${labels.apply} for ${role.title}`}>
                  {labels.apply} <ArrowRight aria-hidden className="size-4" />
                </a>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The filters a request asked for: only a choice the list offers filters; anything else is ignored. */
export type RoleQuery = { department?: string; location?: string }

/**
 * The open-roles block (issue 31): the roles open at this request (decision 166), filtered by the
 * query of the page's GET form, and the line with the careers address of the site settings.
 */
export async function OpenRolesBlockComponent({ block, trail, query = {} }: { block: Data; trail?: readonly Crumb[]; query?: RoleQuery }) {
  const { careersEmail } = (await siteGlobals()).settings.contact
  const roles = await listOpenRoles(await getAppPayload())
  const departments = [...new Set(roles.map((role) => role.department))].sort()
  const locations = [...new Set(roles.map((role) => role.location))].sort()
  const pick = (value: string | undefined, choices: string[]) => (value && choices.includes(value) ? value : undefined)
  const department = block.showFilters === false ? undefined : pick(query.department, departments)
  const location = block.showFilters === false ? undefined : pick(query.location, locations)
  const shown = roles.filter((role) => (!department || role.department === department) && (!location || role.location === location))
  const action = trail?.at(-1)?.path ?? '/careers'
  return (
    <Section id={block.anchor ?? undefined} tone={block.tone} eyebrow={block.eyebrow ?? undefined} title={block.title} subtitle={block.subtitle ?? undefined}>
      <OpenRoles openings={shown} filters={block.showFilters === false ? undefined : { departments, locations, department, location }} action={action} labels={block.labels} />
      {block.openApplication && (
        <p className="mt-10 text-center text-ink">
          {block.openApplication}{' '}
          <a href={`mailto:${careersEmail}`} className="font-semibold text-brand underline-offset-4 hover:underline">
            {careersEmail}
          </a>
          .
        </p>
      )}
    </Section>
  )
}
