import type { ReactNode } from 'react'
import { Form } from 'react-router'

/**
 * One of the order page's change forms: posts its `intent` with the order's version, so that a change
 * made meanwhile by someone else is refused, and starts afresh (its key) when the version changes.
 */
export function OrderChangeForm({
  intent,
  version,
  children,
}: {
  intent: string
  version: number
  children: ReactNode
}) {
  return (
    <Form method="post" className="mt-4 grid gap-4" key={`${intent}-${version}`}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      {children}
    </Form>
  )
}
