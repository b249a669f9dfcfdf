
/**
 * SPEC §3 career listing (title, location, requirements, id), plus what the openings collection
 * needs to seed it (issue 27): these three are the seeded openings; the page lists the openings.
 * The careers page's own copy (hero, perks, process, list labels) is page-document content
 * (src/server/seed/pages/careers.ts); what stays here is the openings' seed and the words of the
 * role and withdraw routes, which are code.
 */
export type CareerListing = {
  id: string
  title: string
  location: string
  type: string
  requirements: readonly string[]
  department: string
  workplaceType: 'on-site' | 'hybrid' | 'remote'
  addressLocality?: string
  addressRegion?: string
  summary: string
}

export const careers = {
  roles: [
    {
      id: 'senior-full-stack-engineer',
      title: 'Senior Full-Stack Engineer',
      location: 'Hyderabad, India (Hybrid)',
      type: 'Full-time',
      requirements: ['5+ years building web applications with TypeScript', 'Experience with React and Node.js', 'Comfortable owning features end to end'],
      department: 'Engineering',
      workplaceType: 'hybrid',
      addressLocality: 'Hyderabad',
      addressRegion: 'Telangana',
      summary: 'Build the ERPZ platform end to end: the planning, procurement, quality and inventory modules manufacturers use every shift, from the database to the screens on the shop floor.',
    },
    {
      id: 'manufacturing-solutions-consultant',
      title: 'Manufacturing Solutions Consultant',
      location: 'Hyderabad, India (On-site and travel)',
      type: 'Full-time',
      requirements: ['3+ years in manufacturing operations or ERP implementation', 'Clear communicator with plant teams', 'Willing to travel to customer sites'],
      department: 'Customer success',
      workplaceType: 'on-site',
      addressLocality: 'Hyderabad',
      addressRegion: 'Telangana',
      summary: 'Help manufacturers bring ERPZ to their plants: map their processes, configure the platform with them and train the teams who run it.',
    },
    {
      id: 'product-designer',
      title: 'Product Designer',
      location: 'Remote, India',
      type: 'Full-time',
      requirements: ['A portfolio of data-heavy product work', 'Skill in research and prototyping', 'Interest in designing for the shop floor'],
      department: 'Design',
      workplaceType: 'remote',
      summary: 'Design the screens planners, buyers, quality inspectors and plant heads work in, from research on the shop floor to tested prototypes.',
    },
  ] satisfies readonly CareerListing[],
  role: {
    back: 'All open roles',
    requirements: 'Requirements',
    salary: 'Salary',
    closes: 'Applications close',
    closed: 'This role is closed. It no longer takes applications.',
    closedHint: 'See the roles that are open now.',
    applyTitle: 'Apply for this role',
    applied: 'Thank you, your application has been received. We sent a confirmation to your email address.',
    errorsTitle: 'Your application was not sent:',
    fields: {
      name: 'Full name',
      email: 'Email',
      phone: 'Phone (optional)',
      link: 'LinkedIn or portfolio URL (optional)',
      cv: 'CV (PDF, DOC or DOCX, at most 5 MB)',
      coverNote: 'Cover note',
      consent: 'I agree that ERPZ processes my application as described in the',
      privacy: 'privacy policy',
    },
    submit: 'Send application',
  },
  withdraw: {
    title: 'Withdraw your application',
    confirm: 'Withdraw and delete my application',
    intro: 'This deletes your application for {role}, your CV included. It cannot be undone.',
    done: 'Your application and your CV have been deleted.',
    invalid: 'This link is not valid, or the application has already been deleted.',
  },
} as const

/** The address of a role's page. */
export const roleHref = (slug: string) => `/careers/${slug}`
