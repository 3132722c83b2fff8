import { beforeAll, describe, expect, it } from 'vitest'
import { customerOrderMessages } from '#app/content/messages/customer-order.ts'
import * as business from '#app/routes/api/admin/business.ts'
import * as adminOrders from '#app/routes/api/admin/orders.ts'
import * as login from '#app/routes/api/auth-login.ts'
import * as orders from '#app/routes/api/orders.ts'
import * as customerOrder from '#app/routes/customer-order.tsx'
import { adminCall, setupInProcessSite } from '../support/in-process-site.ts'
import { invoicingFacts } from '../support/invoicing.ts'
import { formData, orderBody } from '../support/request-bodies.ts'
import { nextWorkingDay } from '../support/working-days.ts'

/**
 * 'Tühista tellimus' answers in the language of the customer's page (ADR 060): the order's, or the one
 * `?keel=` asks for. Each refusal is one text of the page's catalogue: a version the page could not have
 * sent, an order changed meanwhile, an order past cancelling online, a body that is no form.
 */

const site = setupInProcessSite({
  routes: {
    '/api/admin/business': business,
    '/api/admin/orders': adminOrders,
    '/api/orders': orders,
    '/api/auth/login': login,
  },
})
const adminApi = adminCall(site)

const api = async (method: string, path: string, body?: unknown) => {
  const { status, body: answer } = await adminApi(method, path, body)
  expect([path, status], JSON.stringify(answer)).toEqual([path, 200])
  return answer
}

/** A new order placed in `locale`: its id and the token of its page. */
async function placed(locale: string) {
  const response = await site.fetch('/api/orders', { method: 'POST', body: formData(orderBody({ locale })) })
  expect(response.status, await response.clone().text()).toBe(201)
  const id = ((await response.json()) as { orderId: number }).orderId
  const order = await api('GET', `/api/admin/orders?id=${id}`)
  return { id, token: new URL(order.customerUrl as string).pathname.split('/').pop()! }
}

/** The cancel form's post to the order's page, as React Router calls the action: status and text shown. */
async function cancel(token: string, body: BodyInit, query = '', headers: HeadersInit = {}) {
  const request = new Request(`http://localhost/tellimus/${token}${query}`, { method: 'POST', body, headers })
  const action = customerOrder.action as unknown as (args: unknown) => Promise<unknown>
  try {
    const result = (await action({ request, params: { token }, context: { clientIp: '192.0.2.9' } })) as {
      data: { state: string; error?: string }
      init: { status: number }
    }
    return { status: result.init.status, state: result.data.state, error: result.data.error }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, state: 'redirect', error: undefined }
    throw thrown
  }
}

const versionForm = (version: string) => new URLSearchParams({ version })
const { ru, en, et } = customerOrderMessages

beforeAll(async () => {
  await api('PUT', '/api/admin/business', { ...(await api('GET', '/api/admin/business')), ...invoicingFacts })
}, 60_000)

describe("the customer's cancel answers in the page's language", () => {
  it('a Russian order: a bad version and a changed order in Russian, Estonian when asked', async () => {
    const { token } = await placed('ru')
    for (const bad of ['два', '0', '-1', '1.5'])
      expect(await cancel(token, versionForm(bad))).toEqual({
        status: 400,
        state: 'refused',
        error: ru['cancel.badVersion'],
      })
    expect(await cancel(token, versionForm('999'))).toEqual({
      status: 409,
      state: 'refused',
      error: ru['cancel.stale'],
    })
    expect(await cancel(token, versionForm('999'), '?keel=et')).toMatchObject({
      error: 'Tellimust muudeti vahepeal, laadige leht uuesti.',
    })
    expect(await cancel(token, versionForm('0'), '?keel=et')).toMatchObject({
      error: 'Tellimuse andmed on vigased. Palun laadige leht uuesti.',
    })
    // Nothing was cancelled by the refusals; the page's own version cancels.
    expect(await cancel(token, versionForm('1'))).toMatchObject({ status: 302, state: 'redirect' })
  })

  it('an English order: a body that is no form, and an order past cancelling online, in English', async () => {
    const { id, token } = await placed('en')
    const broken = await cancel(token, '--x\r\nbroken', '', {
      'Content-Type': 'multipart/form-data; boundary=x',
    })
    expect(broken).toEqual({ status: 400, state: 'refused', error: en['cancel.unreadable'] })
    // Staff confirm it and deliver it: a delivered order is past cancelling.
    let delivered: Record<string, unknown> = {}
    for (const change of [
      { status: 'kinnitatud', deliveryDate: nextWorkingDay(), timeWindow: '09:00-11:00' },
      { status: 'tarnitud', deliveredTonnes: 2 },
    ])
      delivered = await api('PUT', `/api/admin/orders?id=${id}`, { ...change, notifyCustomer: false })
    expect(await cancel(token, new URLSearchParams())).toEqual({
      status: 409,
      state: 'refused',
      error: en['cancel.closed'],
    })
    expect(await cancel(token, versionForm(String(delivered.version)), '?keel=ru')).toMatchObject({
      error: ru['cancel.closed'],
    })
    expect(await cancel(token, new URLSearchParams(), '?keel=et')).toMatchObject({
      error: et['cancel.closed'],
    })
    expect(et['cancel.closed']).toBe('Tellimust ei saa enam veebis tühistada. Palun helistage meile.')
  })
})
