import { TextField } from '#app/components/form-field.tsx'
import { weighTicketMaxLength } from '#app/domain/delivered-tonnes.ts'

/** The weighing as it was typed into a refused form. */
export interface WeighingTyped {
  deliveredTonnes: string
  weighTicket: string
}

/** What was typed into the weighing's fields of a posted form, to show a refused form as it was. */
export function weighingTyped(form: FormData): WeighingTyped {
  const typed = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.slice(0, 40) : ''
  }
  return { deliveredTonnes: typed('deliveredTonnes'), weighTicket: typed('weighTicket') }
}

/**
 * The weighing of a delivery as staff copy it from the scale's ticket: the net tonnes to 0,01 t and the
 * ticket's number. Left empty, the confirmed quantity is invoiced. The order page's status form and the
 * day plan's delivery form both use them.
 */
export function DeliveryFields({
  idPrefix,
  quantity,
  error,
}: {
  idPrefix: string
  /** The confirmed tonnes, the placeholder of the weighed ones. */
  quantity: number
  /** A refused post's answer: its message, and what was typed, shown again (without JavaScript too). */
  error: { field: string | null; error: string; typed?: WeighingTyped | null } | undefined
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-tonnes`}
        label="Kaalutud netokogus (t)"
        hint={`Kaalusedelilt, 10 kg täpsusega. Tühi: arvele läheb kinnitatud kogus ${quantity} t.`}
        error={error?.field === 'deliveredTonnes' ? error.error : undefined}
        type="text"
        name="deliveredTonnes"
        inputMode="decimal"
        autoComplete="off"
        placeholder={`nt ${quantity},00`}
        maxLength={10}
        defaultValue={error?.typed?.deliveredTonnes ?? ''}
      />
      <TextField
        id={`${idPrefix}-ticket`}
        label="Kaalusedeli number (valikuline)"
        error={error?.field === 'weighTicket' ? error.error : undefined}
        type="text"
        name="weighTicket"
        autoComplete="off"
        maxLength={weighTicketMaxLength}
        defaultValue={error?.typed?.weighTicket ?? ''}
      />
    </>
  )
}
