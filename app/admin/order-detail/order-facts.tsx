import { ContactLinks } from '#app/admin/ui/contact-links.tsx'
import { Panel } from '#app/admin/ui/panel.tsx'
import { OrderAmounts } from '#app/components/order-amounts.tsx'
import { storedTonnesToHundredths } from '#app/domain/delivered-tonnes.ts'
import { formatEur, formatEurPerTonne, formatKm, formatTonnes, tonnesLabel } from '#app/domain/format.ts'
import type { OrderDetailData } from './types.ts'

const distanceSources: Record<string, string> = {
  road: 'mööda teed (marsruutimisteenus)',
  estimate: 'hinnang: linnulennult × 1,3',
}

/** A value as confirmed, and below it what the customer asked where that differs. */
function Asked({ text }: { text: string }) {
  return <span className="block text-sm text-stone-600">{text}</span>
}

/** 'Klient' and 'Tellimus': who ordered, what, where to, and its price lines. */
export function OrderFacts({ order, amounts }: Pick<OrderDetailData, 'order' | 'amounts'>) {
  const delivery = order.deliveryOption === 'delivery'
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <Panel headingId="customer-heading" title="Klient">
        <p className="mt-3 text-lg font-semibold">{order.name}</p>
        <div className="mt-2">
          <ContactLinks phone={order.phone} email={order.email} />
        </div>
        <h3 className="mt-4 font-bold">Arve saaja</h3>
        {order.companyName ? (
          <p className="mt-1 break-words">
            {order.companyName}
            <span className="block text-sm text-stone-700">
              Registrikood {order.companyRegistryCode}
              {order.companyVatNumber ? `, KMKR ${order.companyVatNumber}` : ''}
            </span>
            <span className="block text-sm text-stone-700">
              {order.companyAddress ?? 'Juriidiline aadress puudub: arvele läheb tarneaadress'}
            </span>
            <span className="block text-sm text-stone-700">
              {order.eInvoice ? 'E-arve: soovib' : 'E-arve: ei soovi'}
              {order.customerId ? ' (ärikliendi konto valik)' : ''}
            </span>
          </p>
        ) : (
          <p className="mt-1">Eraisik (tellija ise)</p>
        )}
        {order.customerId ? (
          <p className="mt-1 text-sm">
            <a href={`/admin/kliendid/${order.customerId}`} className="font-medium underline">
              Ärikliendi konto
            </a>
            {order.creditDecisionBy ? ` · krediidiotsus: ${order.creditDecisionBy}` : ''}
          </p>
        ) : null}
        <h3 className="mt-4 font-bold">Tellija viide</h3>
        <p className="mt-1 break-words">{order.buyerReference ?? '—'}</p>
        <h3 className="mt-4 font-bold">Kliendi märkused</h3>
        <p className="mt-1 whitespace-pre-wrap break-words">{order.notes ?? '—'}</p>
      </Panel>

      <Panel headingId="order-heading" title="Tellimus">
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-semibold">Materjal</dt>
          <dd>{order.productName}</dd>
          <dt className="font-semibold">Kogus</dt>
          <dd className="tabular">
            {tonnesLabel(amounts.quantity)}
            {amounts.quantity !== order.quantity ? (
              <Asked text={`soovitud ${tonnesLabel(order.quantity)}`} />
            ) : null}
          </dd>
          <dt className="font-semibold">Ühiku hind</dt>
          <dd className="tabular">
            {formatEurPerTonne(amounts.unitPriceCents)}
            {amounts.priceAdjustmentCents !== 0 ? (
              <Asked
                text={`soovitud ${formatEurPerTonne(order.unitPriceCents)}; ${amounts.adjustmentReason}`}
              />
            ) : null}
          </dd>
          {order.deliveredTonnes !== null ? (
            <>
              <dt className="font-semibold">Tarnitud</dt>
              <dd className="tabular">
                {formatTonnes((storedTonnesToHundredths(order.deliveredTonnes) ?? 0) / 100)}
                {order.weighTicket ? <Asked text={`kaalusedel ${order.weighTicket}`} /> : null}
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">Tarneviis</dt>
          <dd>{delivery ? 'Soovin transporti' : 'Tulen ise järele'}</dd>
          {delivery ? (
            <>
              <dt className="font-semibold">Aadress</dt>
              <dd className="break-words">
                {amounts.deliveryAddress ?? '—'}
                {amounts.deliveryAddress !== order.deliveryAddress ? (
                  <Asked text={`soovitud ${order.deliveryAddress ?? '—'}`} />
                ) : null}
              </dd>
              <dt className="font-semibold">Vahemaa</dt>
              <dd>
                {amounts.distanceTenthsKm === null ? '—' : formatKm(amounts.distanceTenthsKm)}
                {amounts.distanceSource ? (
                  <Asked text={distanceSources[amounts.distanceSource] ?? amounts.distanceSource} />
                ) : null}
              </dd>
            </>
          ) : null}
        </dl>
        <OrderAmounts amounts={amounts} freeTransport />
        {amounts.confirmed && amounts.totalPriceCents !== order.totalPriceCents ? (
          <p className="mt-2 text-sm text-stone-600">
            Kliendi soovi arvestuslik hind oli {formatEur(order.totalPriceCents)}.
          </p>
        ) : null}
      </Panel>
    </div>
  )
}
