import { useEffect, useRef } from 'react'
import { useFetchers } from 'react-router'

/**
 * Calls `onResult` once for each answer of the keyed fetchers whose key starts with `keyPrefix`.
 *
 * It lives on the list, not in the row whose change it reports: the router renders its updates as
 * transitions, so on a slow phone the answer and the reloaded list can reach the screen in one render,
 * and a deleted product's row is then gone before an effect of its own could run.
 */
export function useChangeResults<Result>(keyPrefix: string, onResult: (result: Result) => void) {
  const fetchers = useFetchers()
  const told = useRef(new WeakSet<object>())
  const latest = useRef(onResult)
  latest.current = onResult
  useEffect(() => {
    for (const fetcher of fetchers) {
      const data: unknown = fetcher.data
      if (!fetcher.key.startsWith(keyPrefix) || typeof data !== 'object' || data === null) continue
      if (told.current.has(data)) continue
      told.current.add(data)
      latest.current(data as Result)
    }
  }, [fetchers, keyPrefix])
}
