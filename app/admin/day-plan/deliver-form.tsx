import { Form } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'
import { DeliveryFields, type WeighingTyped } from '#app/admin/ui/delivery-fields.tsx'
import { ActionError } from '#app/admin/ui/inbox.tsx'
import { NotifyCustomer } from '#app/admin/ui/notify-customer.tsx'
import type { PlanDelivery } from '#app/domain/day-plan.ts'

/** What the day plan's action answers to a refused delivery of one entry. */
export interface DeliverError {
  error: string
  field: string | null
  link: string | null
  typed: WeighingTyped | null
}

const weighingFields = new Set(['deliveredTonnes', 'weighTicket'])

/**
 * 'Märgi tarnituks': the driver enters the scale's net tonnes and the ticket's number and marks the entry
 * delivered, which issues its invoice. One column on a phone, behind a disclosure that opens without
 * JavaScript; a refused post opens it again with the message beside the field.
 */
export function DeliverForm({
  delivery,
  error,
}: {
  delivery: PlanDelivery
  error: DeliverError | undefined
}) {
  const id = `deliver-${delivery.orderId}`
  return (
    <details className="mt-2 print:hidden" open={error !== undefined}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent-hover underline">
        Märgi tarnituks
      </summary>
      <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="deliver" />
        <input type="hidden" name="status" value="tarnitud" />
        <input type="hidden" name="orderId" value={delivery.orderId} />
        <input type="hidden" name="version" value={delivery.version} />
        <DeliveryFields idPrefix={id} quantity={delivery.quantity} error={error} />
        <div className="grid gap-3 sm:col-span-2 sm:flex sm:flex-wrap sm:items-end">
          <NotifyCustomer id={`${id}-notify`} />
          <button type="submit" className={`${buttonClass.primary} w-full sm:w-auto`}>
            Tarnitud, koosta arve
          </button>
        </div>
        <div className="sm:col-span-2">
          <ActionError
            error={error && !weighingFields.has(error.field ?? '') ? error.error : undefined}
            link={error?.link ? { to: error.link, text: 'Ava ettevõtte andmed' } : undefined}
          />
        </div>
      </Form>
    </details>
  )
}
