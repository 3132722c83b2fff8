import { expect } from 'vitest'
import type { staffClient } from './admin.ts'
import { type FormFields, orderBody, postForm } from './request-bodies.ts'

/** An order placed through the order form's endpoint (`orderBody` with these fields); its number. */
export async function placeOrder(site: { readonly url: string }, fields: FormFields = {}): Promise<number> {
  const placed = await postForm(`${site.url}/api/orders`, orderBody(fields))
  expect(placed.status, await placed.clone().text()).toBe(201)
  return ((await placed.json()) as { orderId: number }).orderId
}

/**
 * A `createOrder` call (POST /api/functions/createOrder) for 3 t of Killustik picked up by Jüri
 * Ettevõtja, with `fields` changed or added, from `clientAddress`.
 */
export function createOrderCall(
  site: { readonly url: string },
  fields: Record<string, unknown>,
  clientAddress: string,
): Promise<Response> {
  return fetch(`${site.url}/api/functions/createOrder`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress },
    body: JSON.stringify({
      product_name: 'Killustik',
      quantity: 3,
      delivery_option: 'self',
      name: 'Jüri Ettevõtja',
      email: 'jyri.ettevotja@example.ee',
      phone: '+372 5555 4321',
      ...fields,
    }),
  })
}

/** Staff confirm the order for `day`, 09:00-11:00, through the API; the customer is mailed only if asked. */
export async function confirmOrder(
  staff: ReturnType<typeof staffClient>,
  id: number,
  day: string,
  notifyCustomer = false,
): Promise<void> {
  const confirmed = await staff.api(`/api/admin/orders?id=${id}`, {
    method: 'PUT',
    body: { status: 'kinnitatud', deliveryDate: day, timeWindow: '09:00-11:00', notifyCustomer },
  })
  expect(confirmed.status, await confirmed.clone().text()).toBe(200)
}
