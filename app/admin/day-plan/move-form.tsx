import { Form } from 'react-router'
import { buttonClass } from '#app/admin/ui/button.ts'
import { NotifyCustomer } from '#app/admin/ui/notify-customer.tsx'
import { WindowFields } from '#app/admin/ui/window-fields.tsx'
import type { PlanDelivery } from '#app/domain/day-plan.ts'

/** 'Muuda aega': a confirmed entry to another day or window, behind a disclosure. */
export function MoveForm({ delivery, today }: { delivery: PlanDelivery; today: string }) {
  const id = `move-${delivery.orderId}`
  return (
    <details className="mt-2 print:hidden">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent-hover underline">
        Muuda aega
      </summary>
      <Form method="post" className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="orderId" value={delivery.orderId} />
        <input type="hidden" name="version" value={delivery.version} />
        <WindowFields
          idPrefix={id}
          today={today}
          date={delivery.date}
          start={delivery.windowStart}
          end={delivery.windowEnd}
        />
        <div className="col-span-2 flex flex-wrap items-end gap-3 sm:col-span-1">
          <NotifyCustomer id={`${id}-notify`} />
          <button type="submit" className={buttonClass.primary}>
            Vii üle
          </button>
        </div>
      </Form>
    </details>
  )
}
