import { useCallback, useEffect, useState } from 'react'
import { isPageKey, newSubmissionKey } from '#app/domain/submission-key.ts'

/**
 * A form's submission key (app/domain/submission-key.ts): the page's key until the island runs, then one
 * of this browser's own, kept for retries of the same submission; `renew` after a submission went through.
 */
export function useSubmissionKey(pageKey: string): [key: string, renew: () => void] {
  const [key, setKey] = useState(pageKey)
  useEffect(() => {
    if (isPageKey(pageKey)) setKey(newSubmissionKey())
  }, [pageKey])
  const renew = useCallback(() => setKey(newSubmissionKey()), [])
  return [key, renew]
}
