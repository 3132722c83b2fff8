import { expect } from 'vitest'
import type { staffClient } from './admin.ts'
import { type FormFields, orderBody, postForm } from './request-bodies.ts'

/** An order placed through the order form's endpoint (`orderBody` with these fields); its number. */
export async function placeOrder(site: { readonly url: string }, fields: FormFields = {}): Promise<number> {
  const placed = await postForm(`${site.url}/api/orders`, orderBody(fields))
  expect(placed.status, await placed.clone().text()).toBe(201)
  return ((await placed.json()) as { orderId: number }).orderId
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
