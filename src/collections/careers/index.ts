export { Applications, APPLICATIONS_SLUG, type DeletionContext } from './applications'
export { Cvs, CVS_SLUG } from './cvs'
export { HrDeletions, HR_DELETIONS_SLUG } from './deletions'
export { Openings, OPENINGS_SLUG } from './openings'
