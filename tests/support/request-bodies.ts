import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { newClientAddress } from './client-address.ts'

/** Form fields by name, as a browser posts them. */
export type FormFields = Record<string, string>

/**
 * A valid order as the order form posts it: 2 t of crushed stone, picked up by the customer, with a
 * fresh idempotency key. Tests that are about particular values pass them as overrides.
 */
export function orderBody(overrides: FormFields = {}): FormFields {
  return {
    slug: 'killustik',
    idempotencyKey: randomUUID(),
    addressToken: '',
    firstName: 'Mari',
    lastName: 'Maasikas',
    email: 'mari@example.ee',
    phone: '+372 5555 1234',
    quantity: '2',
    deliveryOption: 'self',
    deliveryAddress: '',
    notes: '',
    ...overrides,
  }
}

/** A valid price inquiry as the home page's form posts it, with a fresh idempotency key. */
export function inquiryBody(overrides: FormFields = {}): FormFields {
  return {
    intent: 'inquiry',
    idempotencyKey: randomUUID(),
    name: 'Juhan',
    email: 'juhan@example.ee',
    phone: '5555 1234',
    material: 'Killustik',
    details: '',
    ...overrides,
  }
}

/** The fields as multipart form data, the way the enhanced forms send them. */
export function formData(fields: FormFields): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}

export const orderForm = (overrides: FormFields = {}) => formData(orderBody(overrides))
export const inquiryForm = (overrides: FormFields = {}) => formData(inquiryBody(overrides))

/**
 * Posts the fields as multipart form data to `url` from a client address of its own (or the one given),
 * as the browser's order and inquiry forms do.
 */
export function postForm(
  url: string,
  fields: FormFields,
  client: string = newClientAddress(),
): Promise<Response> {
  return fetch(url, { method: 'POST', body: formData(fields), headers: { 'X-Forwarded-For': client } })
}

/** Posts the fields as postForm does, and reads the route's JSON answer with its status. */
export async function postFormForJson<Body>(
  url: string,
  fields: FormFields,
  client?: string,
): Promise<{ status: number; body: Body }> {
  const response = await postForm(url, fields, client)
  return { status: response.status, body: (await response.json()) as Body }
}

/** Expects a form's JSON answer to be a 400 refusal naming at least these fields with these messages. */
export function expectFieldErrors(answer: { status: number; body: unknown }, fieldErrors: FormFields) {
  expect(answer.status).toBe(400)
  expect(answer.body).toMatchObject({ ok: false, fieldErrors })
}

/**
 * Posts the fields urlencoded to a page's action, as a browser without JavaScript sends its form, from a
 * client address of its own (or the one given); the redirect that answers it is not followed.
 */
export function postPageForm(
  url: string,
  fields: FormFields,
  client: string = newClientAddress(),
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'X-Forwarded-For': client },
    redirect: 'manual',
  })
}

/**
 * A form posted as the browser posts it from one of the site's own pages (its Origin the site's, from a
 * client address of its own), with a session's cookie when given; the answer is not followed.
 */
export function postFromSite(siteUrl: string, path: string, fields: FormFields, cookie?: string) {
  return fetch(`${siteUrl}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: {
      Origin: siteUrl,
      'X-Forwarded-For': newClientAddress(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    redirect: 'manual',
  })
}
