import { buttonClass } from '#app/admin/ui/button.ts'
import { ActionError } from '#app/admin/ui/inbox.tsx'
import { NotifyCustomer } from '#app/admin/ui/notify-customer.tsx'
import { Panel } from '#app/admin/ui/panel.tsx'
import { PriceAdjustmentFields } from '#app/admin/ui/price-adjustment-fields.tsx'
import { useSubmitting } from '#app/admin/ui/use-submitting.ts'
import { WindowFields } from '#app/admin/ui/window-fields.tsx'
import { TextField } from '#app/components/form-field.tsx'
import { OrderChangeForm } from './order-change-form.tsx'
import type { OrderDetailData } from './types.ts'

const weekdayShort = ['P', 'E', 'T', 'K', 'N', 'R', 'L']

/** 'E 08:00–17:00 · … · P suletud' for the window's hint; a day's hours never break across lines. */
function hoursHint(week: OrderDetailData['weekHours']) {
  return week.map(({ weekday, hours }, index) => (
    <span key={weekday}>
      {index > 0 ? ' · ' : null}
      <span className="whitespace-nowrap">
        {hours
          ? `${weekdayShort[weekday]} ${hours.opens}–${hours.closes}`
          : `${weekdayShort[weekday]} suletud`}
      </span>
    </span>
  ))
}

/**
 * 'Kinnita tellimus' for a new order, 'Muuda aega või kinnitust' for a confirmed one: the day and
 * window, the quantity, a price change per tonne with its reason, the delivery address.
 */
export function ConfirmForm({
  order,
  amounts,
  today,
  weekHours,
  error,
}: Pick<OrderDetailData, 'order' | 'amounts' | 'today' | 'weekHours'> & {
  error: { error: string; field: string | null } | undefined
}) {
  const busy = useSubmitting()
  return (
    <Panel
      headingId="confirm-heading"
      title={order.status === 'uus' ? 'Kinnita tellimus' : 'Muuda aega või kinnitust'}
      className="mt-6"
    >
      <OrderChangeForm intent="confirm" version={order.version}>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <WindowFields
            idPrefix="window"
            today={today}
            date={order.deliveryDate ?? ''}
            start={order.windowStart ?? ''}
            end={order.windowEnd ?? ''}
            dateError={error?.field === 'deliveryDate'}
            windowError={error?.field === 'timeWindow'}
            hintId="window-hint"
          />
        </div>
        <p id="window-hint" className="-mt-2 text-sm text-stone-600">
          Veerandtunni täpsusega, lahtiolekuaja sees: {hoursHint(weekHours)}. Riigipühadel ja suletud päevadel
          ei kinnitata.
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id="quantity"
            label="Kogus (t)"
            invalid={error?.field === 'quantity'}
            type="number"
            name="quantity"
            min={1}
            max={25}
            step={1}
            inputMode="numeric"
            defaultValue={amounts.quantity}
          />
          <PriceAdjustmentFields amounts={amounts} error={error} hint="Klient näeb seda kinnituskirjas." />
        </div>
        {order.deliveryOption === 'delivery' ? (
          <TextField
            id="delivery-address"
            label="Tarneaadress"
            hint="Muudetud aadressi vahemaa mõõdetakse uuesti ja hind arvutatakse ümber."
            invalid={error?.field === 'deliveryAddress'}
            type="text"
            name="deliveryAddress"
            maxLength={500}
            defaultValue={amounts.deliveryAddress ?? ''}
          />
        ) : null}
        {order.creditHold ? (
          <div className="rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950">
            <p className="font-semibold">Tellimus ootab krediidiotsust</p>
            <p className="mt-1">{order.creditHoldReason}</p>
            <label className="mt-2 flex min-h-11 items-center gap-3 font-medium">
              <input
                type="checkbox"
                name="creditOverride"
                value="on"
                aria-invalid={error?.field === 'creditOverride' || undefined}
                className="h-5 w-5 accent-graphite"
              />
              Kinnita krediidilimiidist hoolimata
            </label>
          </div>
        ) : null}
        <NotifyCustomer id="notify-confirm" />
        <ActionError error={error?.error} />
        <div>
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? 'Salvestan…' : order.status === 'uus' ? 'Kinnita tellimus' : 'Salvesta muudatused'}
          </button>
        </div>
      </OrderChangeForm>
    </Panel>
  )
}
