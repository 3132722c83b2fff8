import { Field } from '#app/components/form-field.tsx'
import { weighTicketMaxLength } from '#app/domain/delivered-tonnes.ts'

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
  error: { field: string | null; error: string } | undefined
}) {
  return (
    <>
      <Field
        id={`${idPrefix}-tonnes`}
        label="Kaalutud netokogus (t)"
        hint={`Kaalusedelilt, 10 kg täpsusega. Tühi: arvele läheb kinnitatud kogus ${quantity} t.`}
        error={error?.field === 'deliveredTonnes' ? error.error : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            name="deliveredTonnes"
            inputMode="decimal"
            autoComplete="off"
            placeholder={`nt ${quantity},00`}
            maxLength={10}
            defaultValue=""
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-ticket`}
        label="Kaalusedeli number (valikuline)"
        error={error?.field === 'weighTicket' ? error.error : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            name="weighTicket"
            autoComplete="off"
            maxLength={weighTicketMaxLength}
            defaultValue=""
          />
        )}
      </Field>
    </>
  )
}
