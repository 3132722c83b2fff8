import { Form } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'
import { ActionError } from '#app/admin/ui/inbox.tsx'
import { Panel } from '#app/admin/ui/panel.tsx'
import { Field, LabelText } from '#app/components/form-field.tsx'
import type { CustomerStatus } from '#app/domain/customer-account.ts'

type DecisionValue = 'approve' | 'refuse' | 'suspend' | 'reactivate'

/** The decisions a status allows, in the order the buttons stand. */
const decisionsByStatus: Record<CustomerStatus, { value: DecisionValue; text: string; look: string }[]> = {
  taotlus: [
    { value: 'approve', text: 'Kinnita', look: buttonClass.primary },
    { value: 'refuse', text: 'Keeldu', look: buttonClass.danger },
  ],
  aktiivne: [{ value: 'suspend', text: 'Peata konto', look: buttonClass.danger }],
  peatatud: [{ value: 'reactivate', text: 'Ava uuesti', look: buttonClass.primary }],
  keeldutud: [],
}

const explanations: Record<CustomerStatus, string> = {
  taotlus:
    'Kinnitamisel avatakse konto: kontaktisik lisatakse konto administraatoriks ja talle saadetakse kiri sisselogimise lingiga. Keeldumisel saadetakse taotlejale kiri koos märkusega.',
  aktiivne: 'Peatatud konto isikud logitakse kohe välja ega saa enne uuesti avamist sisse logida.',
  peatatud: 'Uuesti avatud kontole saavad selle isikud jälle sisse logida.',
  keeldutud: 'Taotlusest on keeldutud. Ettevõte võib esitada uue taotluse.',
}

/** 'Otsus': the buttons the account's status allows, with an optional note kept with the decision. */
export function CustomerDecision({
  status,
  version,
  typedNote,
  error,
  fieldError,
  busy,
}: {
  status: CustomerStatus
  version: number
  typedNote: string
  error: string | undefined
  fieldError: string | undefined
  busy: boolean
}) {
  const decisions = decisionsByStatus[status]
  return (
    <Panel headingId="decision-heading" title="Otsus" className="mt-6">
      <p className="mt-2 text-stone-700">{explanations[status]}</p>
      {decisions.length > 0 ? (
        <Form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="decision" />
          <input type="hidden" name="version" value={version} />
          <Field
            id="decision-note"
            label={<LabelText text="Märkus" optional />}
            hint="Jääb kliendi juurde kirja; keeldumisel saadetakse see ka taotlejale."
            error={fieldError}
          >
            {(control) => (
              <textarea {...control} name="note" rows={3} maxLength={1000} defaultValue={typedNote} />
            )}
          </Field>
          <ActionError error={error} />
          <div className="flex flex-wrap gap-3">
            {decisions.map((decision) => (
              <button
                key={decision.value}
                type="submit"
                name="decision"
                value={decision.value}
                className={decision.look}
                disabled={busy}
              >
                {decision.text}
              </button>
            ))}
          </div>
        </Form>
      ) : null}
    </Panel>
  )
}
