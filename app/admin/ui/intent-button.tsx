import type { ReactNode } from 'react'
import { buttonClass } from './button.ts'

/** A submit button that tells the action which of its form's steps to take (`intent`); off while one runs. */
export function IntentButton(props: {
  intent: string
  className: string
  busy: boolean
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={props.intent}
      className={props.className}
      disabled={props.busy}
    >
      {props.children}
    </button>
  )
}

/** A content form's 'Salvesta', at the end of the form. */
export function SaveButton({ busy }: { busy: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      <IntentButton intent="save" className={buttonClass.primary} busy={busy}>
        {busy ? 'Salvestan...' : 'Salvesta'}
      </IntentButton>
    </div>
  )
}
