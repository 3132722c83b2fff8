import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { paymentTexts } from '#app/domain/invoice-forms.ts'
import { prepaymentTexts } from '#app/domain/prepayment.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import * as orderDetail from '#app/routes/admin/order-detail.tsx'
import * as customerOrder from '#app/routes/customer-order.tsx'
import { auditLog, invoicePayments, orderAdvances, outbox } from '#app/server/db/schema.server.ts'
import { listDeliveries } from '#app/server/orders/day-plan.server.ts'
import { customerUrlOf } from '#app/server/orders/order-change-basics.server.ts'
import { findOrder } from '#app/server/orders/order-inbox.server.ts'
import { businessAccountRoutes, businessAccounts } from '../support/business-accounts.ts'
import { setupInProcessSite } from '../support/in-process-site.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * Prepayment of buyers without an account (ADR 059): with the business setting on, such an order shows
 * 'Ettemaks tasumata' from its confirmation, on the staff's order page, in the day plan, in the API and on
 * the customer's page, until its advance comes in; a transfer staff record counts, and the invoice takes
 * it as paid; delivering unpaid needs 'Tarni ettemaksuta', kept in the audit log. An account's order, and
 * any order with the setting off, is not asked to prepay. On PGlite and on PostgreSQL.
 */

const site = setupInProcessSite({
  routes: {
    ...businessAccountRoutes,
  },
})
const { db, api, adminApi, placeOrder, account, prepare } = businessAccounts(site)

const setPrepayment = async (on: boolean) =>
  api('PUT', '/api/admin/business', { ...(await api('GET', '/api/admin/business')), prepaymentRequired: on })

beforeAll(async () => {
  await prepare()
  await setPrepayment(true)
})

const confirm = (id: number, notifyCustomer = false) =>
  api('PUT', `/api/admin/orders?id=${id}`, {
    status: 'kinnitatud',
    deliveryDate: nextWorkingDay(),
    timeWindow: '09:00-11:00',
    notifyCustomer,
  })
const deliver = (id: number, extra: Record<string, unknown> = {}) =>
  adminApi('PUT', `/api/admin/orders?id=${id}`, {
    status: 'tarnitud',
    deliveredTonnes: 10,
    weighTicket: `KS-${id}`,
    notifyCustomer: false,
    ...extra,
  })
const prepaymentOf = async (id: number) =>
  (await api('GET', `/api/admin/orders?id=${id}`)).prepayment as {
    advanceEur: number
    due: boolean
    decisionBy: string | null
  } | null

/** The staff's order page's form, posted as the signed-in staff member; its data() answer or the redirect. */
async function postOrderPage(id: number, fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  try {
    const answer = (await orderDetail.action({
      request: new Request(`http://localhost/admin/orders/${id}`, {
        method: 'POST',
        body: form,
        headers: { 'X-Admin-Token': await site.adminToken() },
      }),
      params: { id: String(id) },
      context: { clientIp: '192.0.2.1' },
    } as never)) as { data: { error: string }; init: ResponseInit | null }
    return { status: answer.init?.status ?? 200, error: answer.data.error }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, error: null }
    throw thrown
  }
}

const publicOrder = async () => {
  const placed = await placeOrder({ quantity: '10', deliveryOption: 'self' })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  return placed.body.orderId as number
}

describe('prepayment for buyers without an account', () => {
  it("is asked of a public order only while the setting is on, and never of an account's order", async () => {
    const asked = await publicOrder()
    const { cookie } = await account()
    const onAccount = (await placeOrder({ quantity: '10', deliveryOption: 'self' }, cookie)).body
      .orderId as number
    await setPrepayment(false)
    const notAsked = await publicOrder()
    await setPrepayment(true)
    for (const id of [asked, onAccount, notAsked]) await confirm(id, true)

    expect(await prepaymentOf(asked)).toEqual({ advanceEur: 0, due: true, decisionBy: null })
    expect(await prepaymentOf(onAccount)).toBeNull()
    expect(await prepaymentOf(notAsked)).toBeNull()
    const plan = await listDeliveries(db(), nextWorkingDay(), nextWorkingDay())
    const due = (id: number) => plan.find((delivery) => delivery.orderId === id)?.prepaymentDue
    expect([due(asked), due(onAccount), due(notAsked)]).toEqual([true, false, false])
    // The confirmation mail asks only the buyer who must pay first to do so.
    const confirmationText = async (id: number) =>
      (
        await db()
          .select({ text: outbox.text })
          .from(outbox)
          .where(and(eq(outbox.orderId, id), eq(outbox.kind, 'order-confirmed')))
      )[0]?.text ?? ''
    expect(await confirmationText(asked)).toContain(prepaymentTexts.customerNotice)
    expect(await confirmationText(notAsked)).not.toContain(prepaymentTexts.customerNotice)
    expect(await confirmationText(notAsked)).toContain('Teie tellimus on kinnitatud')
  })

  it('keeps an unpaid order from delivery until staff decide, and records who did', async () => {
    const id = await publicOrder()
    await confirm(id)
    const refused = await deliver(id)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      error: prepaymentTexts.overrideRequired,
      field: 'prepaymentOverride',
    })
    expect((await findOrder(db(), id))?.status).toBe('kinnitatud')

    const delivered = await deliver(id, { prepaymentOverride: true })
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200)
    expect(await prepaymentOf(id)).toMatchObject({ due: false, decisionBy: 'haldur' })
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'status')),
      )
    expect(entry?.after).toMatchObject({
      status: 'tarnitud',
      prepaymentOverride: true,
      prepaymentDecisionBy: 'haldur',
    })
  })

  it('counts a transfer staff recorded, which the invoice then takes as paid', async () => {
    const id = await publicOrder()
    const confirmed = await confirm(id)
    const totalCents = Math.round((confirmed.confirmed as { totalPrice: number }).totalPrice * 100)
    const token = new URL(customerUrlOf((await findOrder(db(), id))!)!).pathname.split('/').at(-1)!
    const customerPage = async () =>
      (await customerOrder.loader({
        request: new Request(`http://localhost/tellimus/${token}`),
        params: { token },
        context: { clientIp: `192.0.2.${id % 250}` },
      } as never)) as { payment: { prepaymentDue: boolean; state: string | null; paidCents: number } }
    expect((await customerPage()).payment).toMatchObject({ prepaymentDue: true, state: null })

    // Bad input changes nothing.
    const today = tallinnCalendarDate()
    for (const [fields, message] of [
      [{ amountEur: '-5', date: today }, paymentTexts.amount],
      [{ amountEur: 'sada', date: today }, paymentTexts.amount],
      [{ amountEur: '10', date: '2999-01-01' }, paymentTexts.futureDate],
    ] as const) {
      const answer = await postOrderPage(id, { intent: 'advance', ...fields })
      expect([answer.status, answer.error]).toEqual([400, message])
    }
    expect(await db().select().from(orderAdvances).where(eq(orderAdvances.orderId, id))).toEqual([])

    // Part of it, then the rest: due until the whole confirmed total is in.
    expect((await postOrderPage(id, { intent: 'advance', amountEur: '10,00', date: today })).status).toBe(302)
    expect(await prepaymentOf(id)).toMatchObject({ advanceEur: 10, due: true })
    const rest = ((totalCents - 1000) / 100).toFixed(2).replace('.', ',')
    expect(
      (await postOrderPage(id, { intent: 'advance', amountEur: rest, date: today, note: 'SEB' })).status,
    ).toBe(302)
    expect(await prepaymentOf(id)).toEqual({ advanceEur: totalCents / 100, due: false, decisionBy: null })
    expect((await customerPage()).payment).toMatchObject({
      prepaymentDue: false,
      state: 'paid',
      paidCents: totalCents,
    })
    const plan = await listDeliveries(db(), nextWorkingDay(), nextWorkingDay())
    expect(plan.find((delivery) => delivery.orderId === id)?.prepaymentDue).toBe(false)

    // Delivered as confirmed (10 t), without a decision: the invoice is paid by the two transfers.
    const delivered = await deliver(id)
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200)
    const [invoice] = delivered.body.invoices as { id: number }[]
    const payments = await db()
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice!.id))
    expect(payments.map((payment) => [payment.source, payment.amountCents, payment.date])).toEqual([
      ['ettemaks', 1000, today],
      ['ettemaks', totalCents - 1000, today],
    ])
    expect(await api('GET', `/api/admin/invoices?id=${invoice!.id}`)).toMatchObject({ status: 'tasutud' })

    // The order is delivered: no further advance is taken.
    const late = await postOrderPage(id, { intent: 'advance', amountEur: '5', date: today })
    expect([late.status, late.error]).toEqual([409, prepaymentTexts.notAdvanceable])
  })
})
