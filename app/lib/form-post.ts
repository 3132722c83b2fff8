import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A form's post from an island (docs/decisions/034-islands.md), in place of React Router's fetcher: the
 * form's fields go to a JSON endpoint, urlencoded as the browser itself would send them, and the answer
 * is the endpoint's JSON. A post the network lost, or an answer that is not JSON, becomes `lost(reason)`.
 * `data` is a new object for each answer, so an effect can show each one once.
 */
export function useFormPost<Result>(url: string, lost: (reason: unknown) => Result) {
  const [state, setState] = useState<'idle' | 'submitting'>('idle')
  const [data, setData] = useState<Result>()
  const submit = useCallback(
    async (form: HTMLFormElement) => {
      setState('submitting')
      let result: Result
      try {
        const body = new URLSearchParams()
        for (const [name, value] of new FormData(form))
          if (typeof value === 'string') body.append(name, value)
        const response = await fetch(url, { method: 'POST', body, headers: { Accept: 'application/json' } })
        const json = response.headers.get('Content-Type')?.startsWith('application/json')
        result = json ? ((await response.json()) as Result) : lost(new Error(`HTTP ${response.status}`))
      } catch (error) {
        result = lost(error)
      }
      setData(result)
      setState('idle')
    },
    [url, lost],
  )
  return { state, data, submit }
}

/**
 * Calls `onAnswer` once with each answer of a form post, when the post has settled: a render that
 * finds the same answer again does not call it twice.
 */
export function useEachAnswer<Result>(
  post: { state: 'idle' | 'submitting'; data: Result | undefined },
  onAnswer: (answer: Result) => void,
) {
  const latest = useRef(onAnswer)
  latest.current = onAnswer
  const shown = useRef<Result | undefined>(undefined)
  useEffect(() => {
    const body = post.data
    if (post.state !== 'idle' || !body || shown.current === body) return
    shown.current = body
    latest.current(body)
  }, [post.state, post.data])
}
