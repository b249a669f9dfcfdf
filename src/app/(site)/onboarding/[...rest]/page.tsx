import { redirect } from 'next/navigation'

/** Unknown onboarding sub-paths go to the first step. */
export default function UnknownOnboardingStep() {
  redirect('/onboarding/auth')
}
