import { useNavigation } from 'react-router'

/** Whether a staff page's form post is under way (a POST, not a link followed or a GET form sent). */
export function usePostPending(): boolean {
  const navigation = useNavigation()
  return navigation.state !== 'idle' && navigation.formMethod === 'POST'
}
