import { useNavigation } from 'react-router'

/** True while a form of the staff page is being submitted: its button says so and waits. */
export function useSubmitting(): boolean {
  return useNavigation().state === 'submitting'
}
