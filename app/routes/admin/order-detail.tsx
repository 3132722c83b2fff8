import { Mail, Phone } from 'lucide-react'
import { data, Form, Link, useNavigation } from 'react-router'
import { buttonClass, inputClass } from '#app/admin/ui/button.ts'
import { ActionError, PageError, StatusBadge } from '#app/admin/ui/inbox.tsx'
import { formatEur, formatEurPerTonne, formatKm, tonnesLabel } from '#app/domain/format.ts'
import {
  type OrderStatus,
  orderStatusLabels,
  orderTransitions,
  staffNoteMaxLength,
} from '#app/domain/order-status.ts'
import { formatTallinnDateTime } from '#app/domain/tallinn-time.ts'
import { badRequestText } from '#app/lib/request-errors.ts'
import type { AuditEntry } from '#app/server/audit/audit-log.server.ts'
import { requireAdminPage } from '#app/server/auth/guard.server.ts'
import { redirectWithFlash } from '#app/server/http/flash.server.ts'
import { readFormData } from '#app/server/http/form-data.server.ts'
import {
  changeOrderStatus,
  findOrder,
  orderHistory,
  orderStatusChangeSchema,
} from '#app/server/orders/order-inbox.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/order-detail'

function orderIdOf(params: { id?: string }): number {
  const id = params.id ?? ''
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647)
    throw new Response('Tellimust ei leitud', { status: 404 })
  return Number(id)
}

/** One line of 'Muudatuste ajalugu' in staff's words. */
function describeChange(entry: AuditEntry): string[] {
  const before = (entry.before ?? {}) as { status?: OrderStatus; staffNote?: string | null }
  const after = (entry.after ?? {}) as { status?: OrderStatus; staffNote?: string | null }
  if (entry.action !== 'status') return [entry.action]
  const lines = [
    `Staatus: ${orderStatusLabels[before.status ?? 'uus'] ?? before.status} → ${
      orderStatusLabels[after.status ?? 'uus'] ?? after.status
    }`,
  ]
  if (after.staffNote && after.staffNote !== before.staffNote)
    lines.push(`Sisemine märkus: ${after.staffNote}`)
  return lines
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request)
  const id = orderIdOf(params)
  const order = await findOrder(getDb(), id)
  if (!order) throw new Response('Tellimust ei leitud', { status: 404 })
  const history = await orderHistory(getDb(), id)
  return {
    order: {
      ...order,
      time: formatTallinnDateTime(order.timestamp),
      distanceTenthsKm: order.distanceKm === null ? null : Math.round(Number(order.distanceKm) * 10),
    },
    next: orderTransitions[order.status],
    history: history.map((entry) => ({
      id: entry.id,
      who: entry.adminUsername,
      when: formatTallinnDateTime(entry.createdAt),
      what: describeChange(entry),
    })),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAdminPage(request)
  const id = orderIdOf(params)
  const form = await readFormData(request)
  const parsed = orderStatusChangeSchema.safeParse({
    status: form.get('status') ?? undefined,
    staffNote: form.get('staffNote') ?? undefined,
  })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    // The form's choice of status: left unticked (or tampered with), it asks for one.
    const error = issue?.path[0] === 'status' ? 'Valige uus staatus.' : (issue?.message ?? badRequestText)
    return data({ error }, { status: 400 })
  }
  const result = await changeOrderStatus(getDb(), {
    id,
    status: parsed.data.status,
    staffNote: parsed.data.staffNote,
    admin: session.username,
  })
  if (!result.ok) return data({ error: result.error }, { status: result.status })
  throw await redirectWithFlash(
    request,
    `/admin/orders/${id}`,
    `Staatus muudetud: ${orderStatusLabels[result.order.status]}`,
  )
}

const distanceSources: Record<string, string> = {
  road: 'mööda teed (marsruutimisteenus)',
  estimate: 'hinnang: linnulennult × 1,3',
}

export default function AdminOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, next, history } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <>
      <p>
        <Link to="/admin/orders" className="font-semibold text-accent-hover underline">
          ← Kõik tellimused
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">Tellimus nr {order.id}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-stone-600">Esitatud {order.time}</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="customer-heading" className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
          <h2 id="customer-heading" className="text-xl font-bold">
            Klient
          </h2>
          <p className="mt-3 text-lg font-semibold">{order.name}</p>
          <p className="mt-2">
            <a
              href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-hover underline"
            >
              <Phone aria-hidden="true" className="h-4 w-4" />
              {order.phone}
            </a>
          </p>
          <p>
            <a
              href={`mailto:${order.email}`}
              className="inline-flex min-h-11 items-center gap-2 break-all font-semibold text-accent-hover underline"
            >
              <Mail aria-hidden="true" className="h-4 w-4" />
              {order.email}
            </a>
          </p>
          <h3 className="mt-4 font-bold">Kliendi märkused</h3>
          <p className="mt-1 whitespace-pre-wrap break-words">{order.notes ?? '—'}</p>
        </section>

        <section aria-labelledby="order-heading" className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
          <h2 id="order-heading" className="text-xl font-bold">
            Tellimus
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">Materjal</dt>
            <dd>{order.productName}</dd>
            <dt className="font-semibold">Kogus</dt>
            <dd className="tabular">{tonnesLabel(order.quantity)}</dd>
            <dt className="font-semibold">Ühiku hind</dt>
            <dd className="tabular">{formatEurPerTonne(order.unitPriceCents)}</dd>
            <dt className="font-semibold">Tarneviis</dt>
            <dd>{order.deliveryOption === 'delivery' ? 'Soovin transporti' : 'Tulen ise järele'}</dd>
            {order.deliveryOption === 'delivery' ? (
              <>
                <dt className="font-semibold">Aadress</dt>
                <dd className="break-words">{order.deliveryAddress ?? '—'}</dd>
                <dt className="font-semibold">Vahemaa</dt>
                <dd>
                  {order.distanceTenthsKm === null ? '—' : formatKm(order.distanceTenthsKm)}
                  {order.distanceSource ? (
                    <span className="block text-sm text-stone-600">
                      {distanceSources[order.distanceSource] ?? order.distanceSource}
                    </span>
                  ) : null}
                </dd>
              </>
            ) : null}
          </dl>
          <h3 className="mt-4 font-bold">Hind</h3>
          <dl className="tabular mt-2 space-y-1.5 rounded-lg border border-dashed border-stone-400 bg-sand-50 p-4">
            <div className="flex justify-between gap-4">
              <dt>Transport</dt>
              <dd>{formatEur(order.deliveryCostCents)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>Summa ilma käibemaksuta{order.minimumApplied ? ' (miinimumhind)' : ''}</dt>
              <dd>{formatEur(order.netPriceCents)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>Käibemaks</dt>
              <dd>{formatEur(order.vatCents)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-stone-300 pt-1.5 text-lg font-bold">
              <dt>Kokku</dt>
              <dd>{formatEur(order.totalPriceCents)}</dd>
            </div>
          </dl>
        </section>
      </div>

      <section aria-labelledby="status-heading" className="mt-6 rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <h2 id="status-heading" className="text-xl font-bold">
          Staatus ja sisemine märkus
        </h2>
        <p className="mt-2">
          <span className="font-semibold">Sisemine märkus: </span>
          <span className="whitespace-pre-wrap break-words">{order.staffNote ?? '—'}</span>
        </p>
        {next.length === 0 ? (
          <p className="mt-3">
            Tellimus on olekus „{orderStatusLabels[order.status]}“; selle olekut enam ei muudeta.
          </p>
        ) : (
          <Form method="post" className="mt-4 grid gap-4" key={order.status}>
            <fieldset>
              <legend className="font-semibold">Uus staatus</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {next.map((status, index) => (
                  <label
                    key={status}
                    className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-400 bg-white px-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
                  >
                    <input
                      type="radio"
                      name="status"
                      value={status}
                      defaultChecked={index === 0}
                      className="h-5 w-5 accent-accent"
                    />
                    {orderStatusLabels[status]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-1">
              <label htmlFor="staff-note" className="font-semibold">
                Sisemine märkus
              </label>
              <textarea
                id="staff-note"
                name="staffNote"
                rows={3}
                maxLength={staffNoteMaxLength}
                defaultValue=""
                className={inputClass}
                aria-describedby="staff-note-hint"
              />
              <p id="staff-note-hint" className="text-sm text-stone-600">
                Näeb ainult personal, nt kokku lepitud hind ja tarneaeg. Tühi väli jätab varasema märkuse
                alles.
              </p>
            </div>
            <ActionError error={actionData?.error} />
            <div>
              <button type="submit" className={buttonClass.primary} disabled={busy}>
                {busy ? 'Salvestan…' : 'Salvesta staatus'}
              </button>
            </div>
          </Form>
        )}
      </section>

      <section aria-labelledby="history-heading" className="mt-6 rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <h2 id="history-heading" className="text-xl font-bold">
          Muudatuste ajalugu
        </h2>
        {history.length === 0 ? (
          <p className="mt-2">Muudatusi ei ole veel tehtud.</p>
        ) : (
          <ol className="mt-3 grid gap-3">
            {history.map((entry) => (
              <li key={entry.id} className="border-l-4 border-sand-300 pl-3">
                <p className="text-sm text-stone-600">
                  <time>{entry.when}</time> · {entry.who}
                </p>
                {entry.what.map((line) => (
                  <p key={line} className="whitespace-pre-wrap break-words">
                    {line}
                  </p>
                ))}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  )
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Tellimus nr ${params.id} | Haldus` }, { name: 'robots', content: 'noindex, nofollow' }]
}

export function ErrorBoundary() {
  return (
    <PageError
      title="Tellimust ei leitud"
      text="Sellise numbriga tellimust ei ole või seda ei saanud praegu laadida."
    />
  )
}
